package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import okhttp3.MediaType;
import okhttp3.MultipartReader;
import okio.Buffer;
import okio.ByteString;

/** A request body: JSON, or multipart/form-data with {@code payload_json} and {@code files[n]} parts. */
record Multipart(JsonNode json, List<Upload> files) {
    private static final Pattern NAME = Pattern.compile("\\bname=\"([^\"]*)\"");
    private static final Pattern FILENAME = Pattern.compile("\\bfilename=\"([^\"]*)\"");

    static Multipart parse(String contentType, ByteString body) throws IOException {
        if (body == null || body.size() == 0) return new Multipart(Shapes.object(), List.of());
        MediaType type = contentType == null ? null : MediaType.parse(contentType);
        if (type == null || !"multipart".equals(type.type())) {
            return new Multipart(Shapes.JSON.readTree(body.utf8()), List.of());
        }
        JsonNode json = Shapes.object();
        List<Upload> files = new ArrayList<>();
        try (MultipartReader reader = new MultipartReader(new Buffer().write(body), type.parameter("boundary"))) {
            MultipartReader.Part part;
            while ((part = reader.nextPart()) != null) {
                String disposition = part.headers().get("Content-Disposition");
                String name = group(NAME, disposition);
                byte[] data = part.body().readByteArray();
                if ("payload_json".equals(name)) {
                    json = Shapes.JSON.readTree(data);
                } else {
                    files.add(new Upload(name, group(FILENAME, disposition), part.headers().get("Content-Type"), data));
                }
            }
        }
        return new Multipart(json, files);
    }

    private static String group(Pattern pattern, String text) {
        if (text == null) return null;
        Matcher m = pattern.matcher(text);
        return m.find() ? m.group(1) : null;
    }
}
