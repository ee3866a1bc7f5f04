package org.chancery.command;

import java.util.ArrayList;
import java.util.List;

/** Rows under headers, for an embed's fields or a monospace block. */
public record Table(String title, List<String> headers, List<List<String>> rows) {
    /** The table as aligned plain text; times are written out in UTC first, so their width is the one shown. */
    public String render() {
        int n = headers.size();
        int[] width = new int[n];
        List<List<String>> all = new ArrayList<>();
        all.add(headers);
        for (List<String> r : rows) {
            List<String> plain = new ArrayList<>();
            for (String cell : r) plain.add(Times.utc(cell));
            all.add(plain);
        }
        for (List<String> r : all) for (int i = 0; i < n && i < r.size(); i++) width[i] = Math.max(width[i], r.get(i).length());
        StringBuilder b = new StringBuilder();
        if (title != null) b.append(title).append('\n');
        for (List<String> r : all) {
            StringBuilder line = new StringBuilder(" ");
            for (int i = 0; i < n; i++) {
                String cell = i < r.size() ? r.get(i) : "";
                line.append(' ').append(cell).append(" ".repeat(width[i] - cell.length())).append(' ');
            }
            b.append(line.toString().stripTrailing()).append('\n');
        }
        return b.toString();
    }
}
