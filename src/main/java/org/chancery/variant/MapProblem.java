package org.chancery.variant;

/** One thing wrong with a map definition: the file, the province (or null) and the problem. */
public record MapProblem(String file, String province, String problem) {
    @Override
    public String toString() {
        return file + (province == null ? "" : ": " + province) + ": " + problem;
    }
}
