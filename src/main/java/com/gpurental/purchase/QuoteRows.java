package com.gpurental.purchase;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.InputProblem;
import com.gpurental.json.JsonCursor;
import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.text.Normalizer;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
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
            problems = Collections.unmodifiableMap(new LinkedHashMap<>(problems));
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
                return LocalDate.of(1899, 12, 30).plusDays(n).toString();
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

    /** The longest number text read (40 digits and signs are more than any price or count). */
    private static final int MAX_NUMBER_CHARS = 48;
    /** The largest power of ten read: 1e100 is already far beyond any field's range; 1e2147483648 is not a number. */
    private static final int MAX_EXPONENT = 100;

    /**
     * "6.50", "¥6.50", "1,200", "6%", "６" → a number; null when the text is not one. Separators by the rules of the
     * locales vendors write in: with both a comma and a dot, the last one is the decimal point ("1,200.50",
     * "1.200,50"); a lone comma before one or two digits is a decimal comma ("6,50" is 6.50, not 650); commas before
     * groups of three digits group thousands ("1,200", "1,200,000"); any other comma ("1,2345") is not read as a number.
     */
    static BigDecimal number(String text) {
        String t = Normalizer.normalize(text, Normalizer.Form.NFKC)
                .replace("¥", "").replace("￥", "").replace("元", "").replace("%", "")
                .replace("\u00A0", "").replace("\u202F", "").replace("'", "").strip();
        if (t.length() > MAX_NUMBER_CHARS) {
            return null;
        }
        t = separators(t);
        if (t == null || !t.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d{1,9})?")) {
            return null;
        }
        int e = Math.max(t.indexOf('e'), t.indexOf('E'));
        if (e >= 0 && Math.abs(Integer.parseInt(t.substring(e + 1).replace("+", ""))) > MAX_EXPONENT) {
            return null;
        }
        return new BigDecimal(t);
    }

    /** The number with '.' as its decimal point and no grouping; null when its separators are ambiguous. */
    private static String separators(String t) {
        int comma = t.lastIndexOf(',');
        int dot = t.lastIndexOf('.');
        if (comma < 0) {
            return t.indexOf('.') != dot && t.matches("[+-]?\\d{1,3}(\\.\\d{3})+") ? t.replace(".", "") : t;
        }
        if (dot > comma) { // 1,200.50
            return t.substring(0, dot).matches("[+-]?\\d{1,3}(,\\d{3})*") ? t.replace(",", "") : null;
        }
        if (dot >= 0) { // 1.200,50
            return t.substring(0, comma).matches("[+-]?\\d{1,3}(\\.\\d{3})*") && t.substring(comma + 1).matches("\\d+")
                    ? t.substring(0, comma).replace(".", "") + "." + t.substring(comma + 1) : null;
        }
        if (t.indexOf(',') == comma && t.substring(comma + 1).matches("\\d{1,2}")) { // 6,50
            return t.substring(0, comma) + "." + t.substring(comma + 1);
        }
        return t.matches("[+-]?\\d{1,3}(,\\d{3})+") ? t.replace(",", "") : null; // 1,200,000
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
        return readTable(table).rows();
    }

    /**
     * A table's rows, and what its header row holds that is not a column: {@code nearMisses} almost name one
     * ("最短租期 — did you mean 最短租期（天）?"; its values would be lost, so an import stops), {@code ignored} name
     * nothing this form has (a vendor's own "联系人" column: imported without it, and said so).
     */
    public record Table(List<Map<QuoteColumn, String>> rows, List<Message> nearMisses, List<Message> ignored) {
        public Table {
            rows = List.copyOf(rows);
            nearMisses = List.copyOf(nearMisses);
            ignored = List.copyOf(ignored);
        }
    }

    public static Table readTable(List<List<String>> table) {
        List<Map<QuoteColumn, String>> rows = new ArrayList<>();
        List<Message> nearMisses = new ArrayList<>();
        List<Message> ignored = new ArrayList<>();
        if (table.isEmpty()) {
            return new Table(rows, nearMisses, ignored);
        }
        List<QuoteColumn> columns = new ArrayList<>();
        int known = 0;
        for (String h : table.get(0)) {
            QuoteColumn c = QuoteColumn.fromHeader(h);
            columns.add(c);
            if (c != null || QuoteColumn.nearest(h) != null) {
                known++;
            }
        }
        int start = known >= 2 ? 1 : 0;
        if (start == 0) {
            columns = QuoteColumn.order();
        } else {
            headerProblems(table.get(0), columns, nearMisses, ignored);
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
        return new Table(rows, nearMisses, ignored);
    }

    private static void headerProblems(List<String> headers, List<QuoteColumn> columns, List<Message> nearMisses,
                                       List<Message> ignored) {
        for (int i = 0; i < headers.size(); i++) {
            String h = headers.get(i) == null ? "" : headers.get(i).strip();
            if (columns.get(i) != null || h.isEmpty()) {
                continue;
            }
            QuoteColumn near = QuoteColumn.nearest(h);
            if (near != null && !columns.contains(near)) {
                nearMisses.add(Message.of("quote.error.nearHeader", InputLimits.echo(h),
                        Message.of(near.headerKey()), i + 1));
            } else {
                ignored.add(Message.of("quote.warning.unknownHeader", InputLimits.echo(h), i + 1));
            }
        }
    }

    /** Tab-separated text as copied from Excel or WPS (quoted cells with tabs or line breaks kept whole). */
    public static List<List<String>> splitTsv(String text) {
        return split(text, '\t').rows();
    }

    /** CSV (RFC 4180: commas, double quotes doubled inside quoted cells); a leading byte-order mark is ignored. */
    public static List<List<String>> splitCsv(String text) {
        return split(text, ',').rows();
    }

    /**
     * Rows of a CSV or tab-separated file, and the line (1-based) where a quoted cell opens and never closes (0 when
     * every quote closes): such a cell would swallow every row after it, so a file with one is refused at that line.
     */
    record Split(List<List<String>> rows, int unclosedQuoteLine) {
    }

    static Split split(String text, char separator) {
        String s = text.startsWith("\uFEFF") ? text.substring(1) : text;
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        int line = 1;
        int quoteLine = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '\n' || (ch == '\r' && (i + 1 >= s.length() || s.charAt(i + 1) != '\n'))) {
                line++;
            }
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
                quoteLine = line;
                any = true;
            } else if (ch == separator) {
                row.add(cell.toString());
                cell.setLength(0);
                any = true;
            } else if (ch == '\n' || ch == '\r') {
                if (ch == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                    i++;
                    line++;
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
        return new Split(rows, quoted ? quoteLine : 0);
    }
}
