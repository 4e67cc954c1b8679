package com.gpurental.purchase;

import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.json.TextDecoding;
import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.ReadingOptions;
import org.dhatim.fastexcel.reader.Row;
import org.dhatim.fastexcel.reader.Sheet;

/**
 * Reads a table of quotes from a file for {@link QuoteRows#fromTable}: CSV (UTF-8, or GB18030 as Excel saves it on a
 * Chinese Windows), tab-separated text, or the first sheet of an XLSX workbook (dates as 2026-12-31, numbers as
 * written). A file of another kind, or one that cannot be read, is reported with a clear message.
 */
public final class QuoteTables {

    private QuoteTables() {
    }

    /** A quote sheet is a few kB; 16 MB (the plan's cap) is thousands of times more than any. */
    static final long MAX_BYTES = InputLimits.MAX_FILE_BYTES;
    /** What a workbook may unpack to: 64 MB, four times its cap (a zip bomb unpacks to gigabytes). */
    static final long MAX_UNPACKED_BYTES = 64L * 1024 * 1024;

    public static List<List<String>> read(Path file) throws InputException {
        String name = InputFiles.shown(file.getFileName() == null ? file.toString()
                : file.getFileName().toString());
        String lower = name.toLowerCase(Locale.ROOT);
        char separator;
        if (lower.endsWith(".xlsx")) {
            return xlsx(file.toString(), name, InputFiles.read(file, MAX_BYTES));
        } else if (lower.endsWith(".csv")) {
            separator = ',';
        } else if (lower.endsWith(".tsv") || lower.endsWith(".txt")) {
            separator = '\t';
        } else {
            throw new InputException(InputFiles.shown(file.toString()), "",
                    Message.of("quote.error.fileType", name));
        }
        String text = TextDecoding.decode(InputFiles.read(file, MAX_BYTES));
        if (text == null) {
            throw new InputException(InputFiles.shown(file.toString()), "",
                    Message.of("quote.error.notText", name));
        }
        QuoteRows.Split split = QuoteRows.split(text, separator);
        if (split.unclosedQuoteLine() > 0) {
            throw new InputException(InputFiles.shown(file.toString()), "",
                    Message.of("quote.error.unclosedQuote", name, split.unclosedQuoteLine()));
        }
        return split.rows();
    }

    /** UTF-8, UTF-16 or GBK text (TextDecoding); null when the bytes are not text. */
    static String text(byte[] bytes) {
        return TextDecoding.decode(bytes);
    }

    private static List<List<String>> xlsx(String path, String name, byte[] bytes) throws InputException {
        byte[] unpacked;
        try {
            unpacked = Workbooks.repack(bytes, MAX_UNPACKED_BYTES);
        } catch (IOException e) {
            throw new InputException(InputFiles.shown(path), "", Message.of("quote.error.xlsxBroken", name));
        }
        if (unpacked == null) {
            throw new InputException(InputFiles.shown(path), "",
                    Message.of("quote.error.xlsxTooBig", name, MAX_UNPACKED_BYTES / (1024 * 1024)));
        }
        List<List<String>> table = new ArrayList<>();
        try (ReadableWorkbook wb = new ReadableWorkbook(new ByteArrayInputStream(unpacked),
                new ReadingOptions(true, false))) {
            Sheet sheet = wb.getFirstSheet();
            for (Row row : sheet.read()) {
                List<String> cells = new ArrayList<>();
                for (int i = 0; i < row.getCellCount(); i++) {
                    Cell c = row.getCell(i);
                    cells.add(c == null ? "" : safeCell(c));
                }
                table.add(cells);
            }
        } catch (IOException | RuntimeException e) {
            // the reader's own words (com.fasterxml.aalto.WFCException, "Index 0 out of bounds") mean nothing to a buyer
            InputException broken = new InputException(InputFiles.shown(path), "",
                    Message.of("quote.error.xlsxBroken", name));
            broken.initCause(e); // for the support log, never for the message
            throw broken;
        }
        return table;
    }

    /**
     * One cell's text; a cell the reader cannot turn into a date or number keeps its stored text, so that the row's
     * check names that cell ("Valid until must be a date …") instead of the whole workbook being refused.
     */
    private static String safeCell(Cell c) {
        try {
            return cell(c);
        } catch (RuntimeException e) {
            String raw = c.getRawValue();
            return raw == null ? "" : raw;
        }
    }

    private static String cell(Cell c) {
        switch (c.getType()) {
            case NUMBER -> {
                String format = c.getDataFormatString();
                if (format != null && isDateFormat(format)) {
                    return c.asDate().toLocalDate().toString();
                }
                BigDecimal d = c.asNumber();
                return d.scale() > 0 ? d.stripTrailingZeros().toPlainString() : d.toPlainString();
            }
            case BOOLEAN -> {
                return String.valueOf(c.asBoolean());
            }
            case EMPTY -> {
                return "";
            }
            default -> {
                String t = c.getText();
                return t == null ? "" : t;
            }
        }
    }

    private static boolean isDateFormat(String format) {
        String f = format.toLowerCase(Locale.ROOT).replaceAll("\"[^\"]*\"", "").replaceAll("\\[[^]]*]", "");
        return f.contains("yy") || (f.contains("d") && f.contains("m")) || f.contains("年");
    }
}
