package org.chancery.render;

/** A geometry file that is missing or wrong; the message names the file and, where known, the province. */
public final class GeometryException extends RuntimeException {
    public GeometryException(String file, String province, String problem) {
        super(file + (province == null ? "" : ": " + province) + ": " + problem);
    }
}
