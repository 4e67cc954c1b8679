package com.gpurental.output.papers;

import java.util.ArrayList;
import java.util.List;

/**
 * Rows as tab-separated text that pastes into spreadsheet cells ("Copy table"): one line per row, a tab between
 * cells; tabs and line breaks inside a cell become spaces so a cell never spills into the next one.
 */
public final class Tsv {

    private Tsv() {
    }

    public static String of(List<String> header, List<List<String>> rows) {
        List<List<String>> all = new ArrayList<>();
        all.add(header);
        all.addAll(rows);
        StringBuilder sb = new StringBuilder();
        for (List<String> row : all) {
            for (int i = 0; i < row.size(); i++) {
                if (i > 0) {
                    sb.append('\t');
                }
                sb.append(clean(row.get(i)));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String clean(String cell) {
        return cell == null ? "" : cell.replaceAll("[\\t\\r\\n]+", " ").strip();
    }
}
