package com.gpurental.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The comparison workbook, read back with fastexcel-reader: figures are numeric cells with ¥ and grouped formats. */
class ComparisonXlsxTest {

    @TempDir
    Path dir;

    private Path write(Messages m) throws PaperException {
        Path out = dir.resolve("comparison.xlsx");
        ComparisonXlsx.write(PapersFixture.chat(), m, out);
        return out;
    }

    @Test
    void candidatesAreNumericCellsInYuan() throws Exception {
        Path out = write(Messages.forLocale(Messages.ZH));

        // the last sheet explains the terms the others use (token, TFLOPS …)
        assertEquals(List.of("候选方案", "显存", "检查清单", "术语说明"), PapersFixture.sheetNames(out));
        List<Row> rows = PapersFixture.sheet(out, 0);
        assertEquals("GPU", rows.get(0).getCell(1).getText());
        Row first = rows.get(1);
        assertEquals("NVIDIA H20 96GB", first.getCell(1).getText());
        assertEquals(CellType.NUMBER, first.getCell(2).getType());
        assertEquals(0, new BigDecimal("2").compareTo(first.getCell(2).asNumber()));
        // docs/domain.md §3: 2 × H20 container 720 h = ¥8,928; 33 billable days = ¥9,820.80
        assertEquals(CellType.NUMBER, first.getCell(4).getType());
        assertEquals(0, new BigDecimal("8928").compareTo(first.getCell(4).asNumber()));
        assertEquals(0, new BigDecimal("9820.80").compareTo(first.getCell(5).asNumber()));
        assertEquals(Xlsx.MONEY, first.getCell(4).getDataFormatString());
        assertEquals(Xlsx.MONEY, first.getCell(5).getDataFormatString());
        assertEquals(0, new BigDecimal("33").compareTo(first.getCell(6).asNumber()));
        assertEquals(Xlsx.PERCENT, first.getCell(7).getDataFormatString());
        Advice a = PapersFixture.chat().advice();
        assertEquals(a.candidates().size() + 1, rows.size(), "a header and one row per candidate");
    }

    @Test
    void memorySheetHoldsTheBreakdownAsNumbers() throws Exception {
        Path out = write(Messages.forLocale(Messages.EN));
        Advice a = PapersFixture.chat().advice();

        List<Row> rows = PapersFixture.sheet(out, 1);
        Row weights = rows.get(1);
        assertEquals("Weights", weights.getCell(0).getText());
        assertEquals(CellType.NUMBER, weights.getCell(1).getType());
        // 70B parameters × 2 bytes (FP16) = 140 GB (docs/domain.md §3)
        assertEquals(140.0, weights.getCell(1).asNumber().doubleValue(), 1e-9);
        Row total = rows.stream().filter(r -> r.getCell(0).getText().equals("Total need with 20% spare")).findFirst().orElseThrow();
        assertEquals(a.memory().requiredGb(), total.getCell(1).asNumber().doubleValue(), 1e-9);
    }

    @Test
    void checklistSheetListsTheTwelveChecks() throws Exception {
        Path out = write(Messages.forLocale(Messages.EN));

        List<Row> rows = PapersFixture.sheet(out, 2);
        assertEquals(13, rows.size());
        assertEquals("Open", rows.get(9).getCell(2).getText(), "item 9, supporting hardware, waits for a tick");
        // item 11, 信创: the chat plan does not require domestic products
        assertEquals("Not applicable", rows.get(11).getCell(2).getText());
        assertEquals("Not applicable: the plan does not require domestic (信创) products (the step 1 switch is off)",
                rows.get(11).getCell(3).getText());
        assertEquals(CellType.NUMBER, rows.get(12).getCell(0).getType());
    }

    @Test
    void aMissingFolderIsOneClearMessageAndNoFile() {
        Path out = dir.resolve("no-such-folder").resolve("c.xlsx");

        PaperException e = assertThrows(PaperException.class,
                () -> ComparisonXlsx.write(PapersFixture.chat(), Messages.forLocale(Messages.EN), out));

        assertTrue(e.getMessage().startsWith("Could not write " + out), e.getMessage());
        assertTrue(Files.notExists(out));
    }
}
