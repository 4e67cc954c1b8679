package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.advice.Candidate;
import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a new buyer found missing from the comparison workbook (session 19 tester, plans r1–r4): the hybrid peak's two
 * parts, the budget's within-budget remedies, the term's days beside the days paid for, and a batch job's days to
 * finish — read back from the file, each figure as the advice hands it over.
 */
class ComparisonBlocksTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);


    @TempDir
    Path dir;

    private static Advice advise(String json) {
        try {
            return new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(PlanJson.parse("plan.json",
                    json.getBytes(StandardCharsets.UTF_8)));
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private Path workbook(Advice a, Messages m, String name) throws PaperException {
        Path out = dir.resolve(name + "-" + m.locale().getLanguage() + ".xlsx");
        ComparisonXlsx.write(RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE), m, out);
        return out;
    }

    private static void money(String expected, org.dhatim.fastexcel.reader.Cell cell) {
        assertEquals(CellType.NUMBER, cell.getType(), cell.toString());
        assertEquals(Xlsx.MONEY, cell.getDataFormatString());
        assertEquals(0, new BigDecimal(expected).compareTo(cell.asNumber()), cell.toString());
    }

    private static void number(String expected, org.dhatim.fastexcel.reader.Cell cell) {
        assertEquals(CellType.NUMBER, cell.getType(), cell.toString());
        assertEquals(0, new BigDecimal(expected).compareTo(cell.asNumber()), cell.toString());
    }

    @Test
    void theHybridPeaksBaseAndPeakStandUnderTheRecommendationAsNumbers() throws Exception {
        // PeakAndTrialPapersTest: base 1 server × ¥7,920 × 3 months = ¥23,760; peak 16 cards × 14 h × 14 days × ¥1.96
        // = ¥6,146.56; together the lead's ¥29,906.56 for the term
        Advice a = advise(TesterPlans.PEAK);
        assertEquals(new BigDecimal("29906.56"), a.leading().orElseThrow().cost().termCostCny().amount());
        List<Row> rows = PapersFixture.sheet(workbook(a, ZH, "peak"), 0);
        money("29906.56", rows.get(1).getCell(5));
        assertEquals("推荐方案按混合方式租用，费用分两部分：" + ZH.format(a.peak().sentence()) + "。", rows.get(2).getCell(0).getText());
        Row head = rows.get(3);
        assertEquals(List.of("其中（混合租用的两部分）", "卡数", "租赁方式", "", "整个租期", "天数", "每天小时数", "高峰负载（平时的倍数）"),
                head.stream().skip(1).limit(8).map(org.dhatim.fastexcel.reader.Cell::getText).toList());
        Row base = rows.get(4);
        assertEquals("基础：按月租，整个租期", base.getCell(1).getText());
        number("8", base.getCell(2));
        assertEquals("裸金属按月", base.getCell(3).getText());
        money("23760", base.getCell(5));
        number("90", base.getCell(6));
        Row peak = rows.get(5);
        assertEquals("高峰：另按小时租，只在高峰日", peak.getCell(1).getText());
        number("16", peak.getCell(2));
        assertEquals("容器按小时", peak.getCell(3).getText());
        money("6146.56", peak.getCell(5));
        number("14", peak.getCell(6));
        number("14", peak.getCell(7));
        number("4", peak.getCell(8));
        // the next candidate, ranked 2, follows the block
        number("2", rows.get(6).getCell(0));
        // every priced candidate pays for the 90-day term it rents (3 whole months): no note on the day columns
        assertEquals(a.allCandidates().size() + 1 + 4, rows.size(), "a header, the candidates and the block's 4 rows");
        assertEquals("Base: by the month, the whole term", PapersFixture.sheet(workbook(a, EN, "peak"), 0).get(4).getCell(1)
                .getText());
    }

    @Test
    void theBudgetsWaysWithinItHaveTheirOwnSheetInTheEnginesOrder() throws Exception {
        // BudgetRemedies on r1: FP8 KV cache → 8 × H20 by the hour, 8 × ¥6.20 × 720 h = ¥35,712 a month, × 24 h × 365
        // days = ¥434,496; INT4 → 8 × A800 ¥28,684.80 a month; the distilled 70B → 4 × RTX 4090 by the month ¥3,960
        Advice a = advise(TesterPlans.DEEPSEEK);
        Path zh = workbook(a, ZH, "budget");
        assertEquals(List.of("候选方案", "预算内的办法", "显存", "检查清单", "术语说明"), PapersFixture.sheetNames(zh));
        List<Row> rows = PapersFixture.sheet(zh, 1);
        assertEquals(List.of("#", "调整办法", "卡数", "租赁方式", "每月", "整个租期", "在预算内", "代价"),
                rows.get(0).stream().map(org.dhatim.fastexcel.reader.Cell::getText).toList());
        assertEquals(a.budget().suggestions().size() + 1, rows.size());
        Row first = rows.get(1);
        assertEquals(ZH.format(a.budget().suggestions().get(0).description()), first.getCell(1).getText());
        assertTrue(first.getCell(1).getText().startsWith("模型的对话记忆改用 FP8 存储"), first.getCell(1).getText());
        number("8", first.getCell(2));
        assertEquals("容器按小时", first.getCell(3).getText());
        money("35712", first.getCell(4));
        money("434496", first.getCell(5));
        assertEquals("是", first.getCell(6).getText());
        assertTrue(first.getCell(7).getText().contains("--kv-cache-dtype fp8"), first.getCell(7).getText());
        money("28684.80", rows.get(3).getCell(4));
        money("3960", rows.get(4).getCell(4));
        assertEquals("裸金属按月", rows.get(4).getCell(3).getText());
        assertEquals("Within the budget", PapersFixture.sheetNames(workbook(a, EN, "budget")).get(1));
    }

    @Test
    void aPlanWithinItsBudgetHasNoRemediesSheet() throws Exception {
        // examples/chat-70b-quotes.json: within its ¥12,000 a month, no suggestions
        assertEquals(List.of("报价", "候选方案", "显存", "检查清单", "术语说明"),
                PapersFixture.sheetNames(workbook(PapersFixture.withQuotes().advice(), ZH, "within")));
    }

    @Test
    void theTermsDaysStandBesideTheDaysPaidForWithWhatEachMeans() throws Exception {
        // r4: 16 × H100 by the month for a 28-day run (the term every other paper states); a monthly offer bills a whole
        // month, 30 days (docs/domain.md §3), and ¥168,960 = 2 servers × ¥84,480
        Advice a = advise(TesterPlans.PRETRAIN);
        Candidate lead = a.leading().orElseThrow();
        assertEquals(28, lead.term().billableDays());
        assertEquals(30, lead.cost().billedDays());
        List<Row> rows = PapersFixture.sheet(workbook(a, ZH, "days"), 0);
        assertEquals("租期天数", rows.get(0).getCell(6).getText());
        assertEquals("计费天数", rows.get(0).getCell(7).getText());
        money("168960", rows.get(1).getCell(5));
        number("28", rows.get(1).getCell(6));
        number("30", rows.get(1).getCell(7));
        Row note = rows.get(rows.size() - 1);
        assertTrue(note.getCell(0).getText().startsWith("租期天数：工作需要的天数，即其他文件写的租期；计费天数：实际付费的天数。"),
                note.getCell(0).getText());
    }

    @Test
    void aBatchJobsSpeedColumnIsHeadedAndFormattedAsDays() throws Exception {
        // BatchTablesTest: the lead, 24 × A800 by the hour, finishes in about 4.7 days (BatchNote.of)
        Advice a = advise(TesterPlans.BATCH);
        List<Row> rows = PapersFixture.sheet(workbook(a, ZH, "batch"), 0);
        assertEquals("完成天数（越少越好）", rows.get(0).getCell(9).getText().replace("\n", ""));
        org.dhatim.fastexcel.reader.Cell days = rows.get(1).getCell(9);
        assertEquals(CellType.NUMBER, days.getType());
        assertEquals(Xlsx.DECIMAL, days.getDataFormatString());
        assertEquals(a.shownSpeed(a.leading().orElseThrow()).value(), days.asNumber().doubleValue(), 1e-9);
        assertEquals("4.7", XlsxLayout.shown(days.asNumber(), Xlsx.DECIMAL));
        assertEquals("Days to finish (fewer is better)",
                PapersFixture.sheet(workbook(a, EN, "batch"), 0).get(0).getCell(9).getText().replace("\n", " "));
    }

    /**
     * The new rows and sheet print as the others do (XlsxPrintTest): A4, one page wide, the header row on every page,
     * every text cell wrapped in a row tall enough for its lines, and the notes spanning the sheet with their right border.
     */
    @Test
    void theNewRowsAndSheetPrintOnePageWideWithTheirHeaders() throws Exception {
        for (Messages m : List.of(ZH, EN)) {
            for (Path xlsx : List.of(workbook(advise(TesterPlans.PEAK), m, "print-peak"),
                    workbook(advise(TesterPlans.DEEPSEEK), m, "print-budget"),
                    workbook(advise(TesterPlans.PRETRAIN), m, "print-days"))) {
                XlsxParts parts = new XlsxParts(xlsx);
                for (int i = 0; i < PapersFixture.sheetNames(xlsx).size(); i++) {
                    String where = xlsx.getFileName() + " sheet " + PapersFixture.sheetNames(xlsx).get(i);
                    assertEquals("9", parts.pageSetup(i).getAttribute("paperSize"), where + ": A4");
                    assertEquals("1", parts.pageSetup(i).getAttribute("fitToWidth"), where + ": one page wide");
                    assertTrue(parts.printTitles().get(i).endsWith("!$1:$1"), where + ": header row repeated");
                    parts.textCellsWrap(i).forEach((cell, wrap) -> assertTrue(wrap, where + " " + cell + " does not wrap"));
                    Map<Integer, Double> heights = parts.heights(i);
                    List<Row> rows = PapersFixture.sheet(xlsx, i);
                    for (int r = 0; r < rows.size(); r++) {
                        for (int c = 0; c < rows.get(r).getCellCount(); c++) {
                            String text = rows.get(r).getCell(c) == null ? "" : rows.get(r).getCell(c).getText();
                            assertTrue(heights.get(r) >= text.split("\n", -1).length * 15, where + " row " + (r + 1));
                        }
                    }
                }
                if (xlsx.getFileName().toString().startsWith("print-budget")) {
                    continue; // r1 pays for its 365-day term to the day: no note under its candidates
                }
                // the candidates' note (the hybrid's sentence, or what the day columns mean) spans all 13 columns
                String span = parts.mergedRanges(0).stream().filter(x -> x.endsWith(":M" + x.substring(1, x.indexOf(':'))))
                        .findFirst().orElseThrow(() -> new AssertionError(xlsx + " " + parts.mergedRanges(0)));
                assertEquals("thin", parts.rightBorder(0, "M" + span.substring(1, span.indexOf(':'))), span);
            }
        }
    }
}
