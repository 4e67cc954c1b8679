package com.gpurental.purchase;

import com.gpurental.json.InputException;
import com.gpurental.text.Message;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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

    public static List<List<String>> read(Path file) throws InputException {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        try {
            if (lower.endsWith(".xlsx")) {
                return xlsx(file);
            }
            if (lower.endsWith(".csv")) {
                return QuoteRows.splitCsv(text(Files.readAllBytes(file)));
            }
            if (lower.endsWith(".tsv") || lower.endsWith(".txt")) {
                return QuoteRows.splitTsv(text(Files.readAllBytes(file)));
            }
        } catch (IOException | RuntimeException e) {
            throw new InputException(file.toString(), "", Message.of("quote.error.fileUnreadable", name, String.valueOf(e.getMessage())));
        }
        throw new InputException(file.toString(), "", Message.of("quote.error.fileType", name));
    }

    /** UTF-8 when the bytes are valid UTF-8, else GB18030 (Excel's "CSV" on a Chinese Windows). */
    static String text(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, Charset.forName("GB18030"));
        }
    }

    private static List<List<String>> xlsx(Path file) throws IOException {
        List<List<String>> table = new ArrayList<>();
        try (ReadableWorkbook wb = new ReadableWorkbook(file.toFile(), new ReadingOptions(true, false))) {
            Sheet sheet = wb.getFirstSheet();
            for (Row row : sheet.read()) {
                List<String> cells = new ArrayList<>();
                for (int i = 0; i < row.getCellCount(); i++) {
                    Cell c = row.getCell(i);
                    cells.add(c == null ? "" : cell(c));
                }
                table.add(cells);
            }
        }
        return table;
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
