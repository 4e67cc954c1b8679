package com.gpurental.purchase;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.InputProblem;
import com.gpurental.json.JsonCursor;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Quotes as rows of text cells in {@link QuoteColumn} order: what the Quotes page edits, Excel pastes (tab-separated),
 * CSV and XLSX files hold. A row is turned into the plan's JSON form and read by {@link PurchaseJson}, so a cell is
 * checked by exactly the rules a plan file is; each problem is tied back to its column. Cells may use the JSON names
 * ({@code card-hour}, {@code true}) or the labels in either language ({@code 卡时}, {@code 是}, {@code 含税}).
 */
public final class QuoteRows {

    /** One row read: the quote (null when a cell is wrong) and the problem of each wrong cell. */
    public record Row(VendorQuote quote, Map<QuoteColumn, Message> problems) {
        public Row {
            problems = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(problems));
        }

        public boolean valid() {
            return quote != null && problems.isEmpty();
        }
    }

    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private QuoteRows() {
    }

    /** A quote's cells, in column order, as JSON names and plain numbers (what a file or the table shows). */
    public static Map<QuoteColumn, String> cells(VendorQuote q) {
        ObjectNode n = NODES.objectNode();
        PurchaseJson.write(n, q);
        Map<QuoteColumn, String> cells = new EnumMap<>(QuoteColumn.class);
        for (QuoteColumn c : QuoteColumn.values()) {
            JsonNode v = at(n, c.jsonPath());
            cells.put(c, v == null || v.isNull() ? "" : v.isNumber() ? v.decimalValue().toPlainString() : v.asText());
        }
        return cells;
    }

    /** Reads one row of cells (missing columns are empty). */
    public static Row read(Map<QuoteColumn, String> cells) {
        ObjectNode n = toJson(cells);
        JsonCursor c = JsonCursor.root("row", NODES.objectNode().set("q", n)).object("q", true);
        VendorQuote q = PurchaseJson.quote(c);
        Map<QuoteColumn, Message> problems = new EnumMap<>(QuoteColumn.class);
        for (InputProblem p : c.problems()) {
            String path = p.path().startsWith("q.") ? p.path().substring(2) : p.path();
            QuoteColumn col = QuoteColumn.atPath(path);
            if (col == null && path.equals("price")) {
                col = QuoteColumn.PRICE;
            }
            problems.putIfAbsent(col == null ? QuoteColumn.VENDOR : col, p.problem());
        }
        return new Row(problems.isEmpty() ? q : null, problems);
    }

    /** The JSON form of a row: numbers, yes/no and units recognised; anything else kept as typed, for the reader to refuse. */
    public static ObjectNode toJson(Map<QuoteColumn, String> cells) {
        ObjectNode root = NODES.objectNode();
        for (QuoteColumn c : QuoteColumn.values()) {
            String text = cells.getOrDefault(c, "");
            text = text == null ? "" : text.strip();
            if (text.isEmpty()) {
                continue;
            }
            ObjectNode parent = root;
            String[] parts = c.jsonPath().split("\\.");
            for (int i = 0; i < parts.length - 1; i++) {
                parent = parent.has(parts[i]) ? (ObjectNode) parent.get(parts[i]) : parent.putObject(parts[i]);
            }
            String field = parts[parts.length - 1];
            switch (c.kind()) {
                case INTEGER, NUMBER, MONEY -> {
                    BigDecimal d = number(text);
                    if (d == null) {
                        parent.put(field, text);
                    } else {
                        parent.put(field, d);
                    }
                }
                case BOOLEAN -> {
                    Boolean b = bool(text);
                    if (b == null) {
                        parent.put(field, text);
                    } else {
                        parent.put(field, b);
                    }
                }
                case PRICE_UNIT, BILLING_UNIT, INVOICE -> parent.put(field, word(c, text));
                default -> parent.put(field, text);
            }
        }
        return root;
    }

    /**
     * A cell as stored: yes/no and units typed in either language become their JSON names ({@code 是} → {@code true},
     * {@code 卡时} → {@code card-hour}); anything else stays as typed.
     */
    public static String canonical(QuoteColumn c, String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            return t;
        }
        return switch (c.kind()) {
            case BOOLEAN -> {
                Boolean b = bool(t);
                yield b == null ? t : b.toString();
            }
            case PRICE_UNIT, BILLING_UNIT, INVOICE -> word(c, t);
            case DATE -> excelDate(t);
            default -> t;
        };
    }

    /**
     * A date cell that arrived as an Excel day number (a workbook cell without a date format): 46376 → 2026-12-20
     * (days since 1899-12-30, Excel's 1900 system); numbers outside 2000–2100 stay as they are.
     */
    static String excelDate(String t) {
        if (t.matches("\\d{5}(\\.0+)?")) {
            long n = Long.parseLong(t.replaceAll("\\..*", ""));
            if (n >= 36_526 && n <= 73_415) {
                return java.time.LocalDate.of(1899, 12, 30).plusDays(n).toString();
            }
        }
        return t;
    }

    /** A stored cell in the user's language: {@code card-hour} → 卡时, {@code true} → 是; other cells as stored. */
    public static String display(QuoteColumn c, String stored, Messages m) {
        String t = stored == null ? "" : stored;
        Enum<?> e = switch (c.kind()) {
            case PRICE_UNIT -> PriceUnit.fromJson(t);
            case BILLING_UNIT -> BillingUnit.fromJson(t);
            case INVOICE -> Invoice.fromJson(t);
            default -> null;
        };
        if (e != null) {
            return m.get("enum." + e.getDeclaringClass().getSimpleName() + "." + e.name());
        }
        if (c.kind() == QuoteColumn.Kind.BOOLEAN && (t.equals("true") || t.equals("false"))) {
            return m.get(t.equals("true") ? "quote.yes" : "quote.no");
        }
        return t;
    }

    /** "6.50", "¥6.50", "1,200", "6%", "６" → a number; null when the text is not one. */
    static BigDecimal number(String text) {
        String t = java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFKC)
                .replace(",", "").replace("¥", "").replace("￥", "").replace("元", "").replace("%", "").strip();
        if (!t.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?")) {
            return null;
        }
        return new BigDecimal(t);
    }

    static Boolean bool(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "true", "yes", "y", "1", "是", "含税", "√", "✓" -> Boolean.TRUE;
            case "false", "no", "n", "0", "否", "不含税", "×" -> Boolean.FALSE;
            default -> null;
        };
    }

    /** The JSON name of a unit or invoice written any way {@link UnitWords} knows; else the text as typed. */
    private static String word(QuoteColumn c, String text) {
        String t = text.strip();
        String json = switch (c.kind()) {
            case PRICE_UNIT -> {
                PriceUnit u = UnitWords.priceUnit(t);
                yield u == null ? null : u.json();
            }
            case BILLING_UNIT -> {
                BillingUnit u = UnitWords.billingUnit(t);
                yield u == null ? null : u.json();
            }
            case INVOICE -> {
                Invoice u = UnitWords.invoice(t);
                yield u == null ? null : u.json();
            }
            default -> null;
        };
        return json == null ? t : json;
    }

    private static JsonNode at(JsonNode n, String path) {
        JsonNode v = n;
        for (String part : path.split("\\.")) {
            v = v == null ? null : v.get(part);
        }
        return v;
    }

    // ------------------------------------------------------------------ tables of text

    /**
     * Rows of cells from a table (pasted, CSV or XLSX): when the first row names columns (in either language or by
     * JSON name) it is the header and columns are matched by name; otherwise cells are taken in {@link QuoteColumn}
     * order. Blank rows are skipped.
     */
    public static List<Map<QuoteColumn, String>> fromTable(List<List<String>> table) {
        List<Map<QuoteColumn, String>> rows = new ArrayList<>();
        if (table.isEmpty()) {
            return rows;
        }
        List<QuoteColumn> columns = new ArrayList<>();
        int known = 0;
        for (String h : table.get(0)) {
            QuoteColumn c = QuoteColumn.fromHeader(h);
            columns.add(c);
            if (c != null) {
                known++;
            }
        }
        int start = known >= 2 ? 1 : 0;
        if (start == 0) {
            columns = QuoteColumn.order();
        }
        for (int r = start; r < table.size(); r++) {
            List<String> cells = table.get(r);
            if (cells.stream().allMatch(s -> s == null || s.isBlank())) {
                continue;
            }
            Map<QuoteColumn, String> row = new EnumMap<>(QuoteColumn.class);
            for (int i = 0; i < cells.size() && i < columns.size(); i++) {
                if (columns.get(i) != null) {
                    row.put(columns.get(i), canonical(columns.get(i), cells.get(i)));
                }
            }
            rows.add(row);
        }
        return rows;
    }

    /** Tab-separated text as copied from Excel or WPS (quoted cells with tabs or line breaks kept whole). */
    public static List<List<String>> splitTsv(String text) {
        return split(text, '\t');
    }

    /** CSV (RFC 4180: commas, double quotes doubled inside quoted cells); a leading byte-order mark is ignored. */
    public static List<List<String>> splitCsv(String text) {
        return split(text, ',');
    }

    private static List<List<String>> split(String text, char separator) {
        String s = text.startsWith("\uFEFF") ? text.substring(1) : text;
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (quoted) {
                if (ch == '"') {
                    if (i + 1 < s.length() && s.charAt(i + 1) == '"') {
                        cell.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    cell.append(ch);
                }
            } else if (ch == '"' && cell.length() == 0) {
                quoted = true;
                any = true;
            } else if (ch == separator) {
                row.add(cell.toString());
                cell.setLength(0);
                any = true;
            } else if (ch == '\n' || ch == '\r') {
                if (ch == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                    i++;
                }
                row.add(cell.toString());
                rows.add(row);
                row = new ArrayList<>();
                cell.setLength(0);
                any = false;
            } else {
                cell.append(ch);
                any = true;
            }
        }
        if (any || cell.length() > 0) {
            row.add(cell.toString());
            rows.add(row);
        }
        return rows;
    }
}
