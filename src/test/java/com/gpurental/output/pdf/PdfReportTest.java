package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.ReportFixture.CHAT_70B;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The PDF summary of the docs/domain.md §3 70B chat plan, read back with PDFBox. */
class PdfReportTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);
    /** What {@code Messages.get} returns for a key no bundle has. */
    private static final Pattern MISSING_KEY = Pattern.compile("![a-zA-Z]+(\\.[a-zA-Z0-9]+)+!");

    @TempDir
    Path dir;

    @Test
    void chineseExportHasTheChineseHeadingsTheGpuAndTheCostsToTheYuan() throws IOException {
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(CHAT_70B), ZH, dir, "chat-zh.pdf"));

        for (String heading : List.of("GPU 租赁选型报告", "需求与输入条件", "显存需求",
                // over a budget nothing fits, the section is not headed 推荐方案
                "没有方案在预算之内：最接近的方案", "备选方案", "候选 GPU 对比",
                "租期与费用", "预算", "注意事项与处理建议", "采购前检查清单", "计算假设", "所用价格及来源")) {
            assertTrue(text.contains(heading), () -> "missing heading " + heading);
        }
        assertTrue(text.contains("编制日期：2026年11月1日"), "title date");
        // 2 × H20 by the hour, 720 h: ¥6.20 × 2 × 720 = ¥8,928 a month; 33-day term = ¥9,820.80 (docs/domain.md §3)
        // nothing fits ¥8,000 a month without giving up part of the need — not headed 推荐
        // the plain first page (issue 33), then the appendix's section 3 with the engineer's line
        String flat = text.replaceAll("\\s+", "");
        assertTrue(flat.contains("简要回答（供审批）租1台服务器，装2张NVIDIAH2096GB；容器按小时，每月¥8,928.00，整个租期33天共¥9,820.80"),
                text);
        assertTrue(text.contains("附录：工程细节"), text);
        assertTrue(text.contains("没有方案在预算之内：每月预算 ¥8,000.00，33 天租期的预算 ¥8,800.00；"), "budget status");
        assertTrue(text.contains("所需显存：共 172 GB，按 2 张卡计每张卡 86 GB，均含 20% 余量。"), "memory need");
        assertTrue(text.contains("每卡每小时 ¥6.20"), "the H20 price with its unit");
        assertFalse(MISSING_KEY.matcher(text).find(), () -> "a key without text: " + firstMissing(text));
    }

    @Test
    void theProjectNamePreparerAndDepartmentAreInTheHeaderInBothLanguages() throws IOException {
        // A place for the project, who prepared the plan and their department, printed at the top.
        Plan plan;
        try {
            plan = PlanJson.read(CHAT_70B)
                    .withProject(new Plan.Project("客服系统扩容 2027", "王芳", "信息中心"));
        } catch (InputException e) {
            throw new AssertionError(e);
        }
        RenderInput in;
        try {
            in = RenderInput.of(new Advisor(ReportFixture.CATALOG, ReportFixture.DATE).advise(plan, "p"),
                    ReportFixture.CATALOG, ReportFixture.DATE);
        } catch (InputException e) {
            throw new AssertionError(e);
        }
        String zh = ReportFixture.text(ReportFixture.export(in, ZH, dir, "project-zh.pdf"));
        assertTrue(zh.contains("项目：客服系统扩容 2027 · 编制人：王芳 · 部门：信息中心"), zh);
        String en = ReportFixture.text(ReportFixture.export(in, EN, dir, "project-en.pdf"));
        assertTrue(en.contains("Project: 客服系统扩容 2027 · Prepared by: 王芳 · Department: 信息中心"), en);
    }

    @Test
    void englishExportHasTheEnglishHeadings() throws IOException {
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(CHAT_70B), EN, dir, "chat-en.pdf"));

        for (String heading : List.of("GPU rental recommendation", "What was asked", "Memory need",
                "Nothing fits the budget: the nearest option",
                "Alternatives", "Comparison of the candidate GPUs", "Rental term and cost", "Budget",
                "Warnings and what to do", "Pre-purchase checklist", "Assumptions", "Prices used and their sources")) {
            assertTrue(text.contains(heading), () -> "missing heading " + heading);
        }
        assertTrue(text.contains("Prepared on November 1, 2026"), "title date");
        // over a budget nothing fits, the first option is not headed "Recommendation"
        // the plain first page (issue 33), then the appendix
        String flat = text.replaceAll("\\s+", " ");
        assertTrue(flat.contains("In short (for approval) Rent 1 server with 2 × NVIDIA H20 96GB; container by the hour, "
                + "¥8,928.00 a month, ¥9,820.80 for the whole 33-day term"), text);
        assertTrue(text.contains("Appendix: engineering detail"), text);
        assertTrue(text.contains("Nothing fits the budget: ¥8,000.00 a month, ¥8,800.00 for the 33-day term;"), "budget status");
        assertTrue(text.contains("Prices in this report are dated reference figures"), "disclaimer");
        assertFalse(text.contains("推荐方案"), "no Chinese heading in the English report");
        assertFalse(MISSING_KEY.matcher(text).find(), () -> "a key without text: " + firstMissing(text));
    }

    @Test
    void unknownFiguresAreWrittenUnknownInTheChartsNotDrawnAsZero() throws IOException {
        // The Ascend 910B's memory bandwidth has no single published figure (catalog: only the 0.4–1.6 TB/s spread
        // of its sources): no bar is drawn, its spread is written (it said "unknown"). It is compared when
        // the plan asks for domestic parts — at 15 tokens/s a user: a second server of 910B cards is a second pipeline
        // stage, which adds memory, not speed, so no count of them reaches the example's 20 (docs/domain.md §3.6).
        assertEquals(null, ReportFixture.CATALOG.gpu("ascend-910b").orElseThrow().bandwidthGbPerS());
        Path domestic = dir.resolve("chat-70b-domestic.json");
        Files.writeString(domestic, PlanBuilder.fromJson(Files.readString(CHAT_70B)).domesticOnly(true).tokensPerSecondPerUser(15)
                .json());
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(domestic), EN, dir, "chat-domestic-en.pdf"));
        String bandwidthChart = text.substring(text.indexOf("Memory bandwidth"),
                text.indexOf("GB/s", text.indexOf("Memory bandwidth")));
        assertTrue(bandwidthChart.contains("Huawei Ascend 910B 400–1,600 (sources disagree)"), bandwidthChart);

        String usual = ReportFixture.text(ReportFixture.export(ReportFixture.input(CHAT_70B), EN, dir, "chat-en.pdf"));
        String usualChart = usual.substring(usual.indexOf("Memory bandwidth"),
                usual.indexOf("GB/s", usual.indexOf("Memory bandwidth")));
        assertTrue(usualChart.contains("NVIDIA H20 96GB 4,000"), usualChart);
    }

    @Test
    void everyFontOfEveryPageIsAnEmbeddedSubsetWithAUnicodeMap() throws IOException {
        Path pdf = ReportFixture.export(ReportFixture.input(CHAT_70B), ZH, dir, "chat-zh.pdf");
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            int fonts = 0;
            for (PDPage page : doc.getPages()) {
                PDResources res = page.getResources();
                for (COSName name : res.getFontNames()) {
                    PDFont font = res.getFont(name);
                    fonts++;
                    assertTrue(font.isEmbedded(), font.getName() + " is not embedded");
                    assertTrue(font.getName().matches("[A-Z]{6}\\+WenQuanYiMicroHei"), font.getName() + " is not a subset");
                    assertTrue(font instanceof PDType0Font, font.getName() + " is " + font.getClass().getSimpleName());
                    assertTrue(((PDType0Font) font).getDescendantFont().isEmbedded(), "descendant font embedded");
                    assertTrue(font.getCOSObject().containsKey(COSName.TO_UNICODE), "ToUnicode map: text stays searchable");
                }
                assertFalse(res.getXObjectNames().iterator().hasNext(), "charts are vector graphics: no images on the page");
            }
            assertEquals(doc.getNumberOfPages(), fonts, "one font per page");
        }
    }

    @Test
    void theFileOpensAsA4WithSeveralPagesEachNumberedNOfTotal() throws IOException {
        Path pdf = ReportFixture.export(ReportFixture.input(CHAT_70B), ZH, dir, "chat-zh.pdf");

        assertTrue(new String(Files.readAllBytes(pdf), 0, 5, StandardCharsets.US_ASCII).equals("%PDF-"));
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            int pages = doc.getNumberOfPages();
            assertTrue(pages >= 2, "pages: " + pages);
            for (int p = 1; p <= pages; p++) {
                PDRectangle box = doc.getPage(p - 1).getMediaBox();
                assertEquals(595.28, box.getWidth(), 0.01);
                assertEquals(841.89, box.getHeight(), 0.01);
                String text = ReportFixture.pageText(doc, p);
                assertTrue(text.contains(p + " / " + pages), "page " + p + " is numbered " + p + " / " + pages);
            }
            assertEquals("GPU 租赁选型报告 — 70B 客服模型，FP16，一个月",
                    doc.getDocumentInformation().getTitle());
            assertEquals("zh-CN", doc.getDocumentCatalog().getLanguage());
        }
    }

    @Test
    void theChecklistShowsTicksAndNotesAndListsWhatIsStillOpen() throws IOException {
        ChecklistState state = ChecklistState.EMPTY
                .with("benchmark", new ChecklistState.Entry(true, "vLLM 实测 33 词元/秒"))
                .with("vendor", new ChecklistState.Entry(false, "SLA 待法务审核"));
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(CHAT_70B, state), ZH, dir, "c.pdf"));

        // Over budget, item 8 is not ticked by the wizard: it needs a decision.
        // 信创 does not apply to a plan without the domestic requirement: counted with the done items, never "open".
        // A person's tick apart from the wizard's (issue 33: "已完成 8 / 12" read as sign-off on a plan nobody reviewed).
        assertTrue(text.contains("人工确认 1 / 12 项，向导已核对 7 项，1 项不适用。"),
                "progress: 1 ticked by hand, 7 established by the wizard, 1 not applicable");
        assertTrue(text.contains("不适用：本方案不要求信创产品"), "the domestic item says why it does not apply");
        assertTrue(text.contains("需要决定"), "the budget item's state");
        assertEquals(7, text.split("由向导检查", -1).length - 1, "the wizard's items say so: " + text);
        assertTrue(text.split("人工确认", -1).length - 1 >= 2, "the progress line and the ticked item's state");
        assertTrue(text.contains("备注：vLLM 实测 33 词元/秒"), "the ticked item's note");
        String open = text.substring(text.indexOf("签约前仍需完成（3 项）"));
        assertTrue(open.contains("9  配套硬件已确认（存储、内存、网络）"), open);
        assertFalse(open.substring(0, open.indexOf("计算假设")).contains("11  如适用，已确认信创合规"), open);
        // the note follows its item (a page's footer may fall between them)
        assertTrue(open.indexOf("备注：SLA 待法务审核") > open.indexOf("12  已确认供应商条款（服务等级协议 SLA"), open);
        assertTrue(open.contains("备注：SLA 待法务审核"), "the open item's note is listed with it");
        assertFalse(open.substring(0, open.indexOf("计算假设")).contains("已在候选平台上试跑基准测试"),
                "the ticked item is not listed as open");
    }

    @Test
    void aNoteWithCharactersTheFontLacksStillExports() throws IOException {
        ChecklistState state = ChecklistState.EMPTY.with("vendor", new ChecklistState.Entry(false, "OK \uD83D\uDE00 done\u200B"));
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(CHAT_70B, state), EN, dir, "emoji.pdf"));

        assertTrue(text.contains("Note: OK ? done"), "the emoji becomes ?, the zero-width space is dropped");
    }

    @Test
    void aTypicalPlanExportsUnder500Kilobytes() throws IOException {
        Path zh = ReportFixture.export(ReportFixture.input(CHAT_70B), ZH, dir, "chat-zh.pdf");
        Path en = ReportFixture.export(ReportFixture.input(CHAT_70B), EN, dir, "chat-en.pdf");

        assertTrue(Files.size(zh) < 500_000, "zh: " + Files.size(zh) + " bytes");
        assertTrue(Files.size(en) < 500_000, "en: " + Files.size(en) + " bytes");
    }

    @Test
    void everyExamplePlanExports() throws IOException {
        try (var plans = Files.list(Path.of("examples"))) {
            for (Path plan : plans.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                for (Messages m : List.of(ZH, EN)) {
                    Path out = ReportFixture.export(ReportFixture.input(plan), m, dir, "example.pdf");
                    String text = ReportFixture.text(out);
                    assertTrue(text.contains(m.get("report.title")), plan + " " + m.locale());
                    assertFalse(MISSING_KEY.matcher(text).find(), () -> plan + ": a key without text: " + firstMissing(text));
                }
            }
        }
        assertEquals("[example.pdf]", ReportFixture.listing(dir), "no temporary files left");
    }

    @Test
    void aPlanThatNothingFitsStillExportsAndSaysSo() throws Exception {
        // 70B at FP16 needs 172 GB; on one card only the MI300X (192 GB) holds it, and it is too slow for the 20 tokens/s
        String json = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"inference\",\"preset\":\"llm-inference\","
                + "\"model\":{\"parameters\":\"70B\"},\"precision\":\"fp16\",\"rental\":{\"durationDays\":30},"
                + "\"filters\":{\"maxCards\":1}}";
        Advice advice = new Advisor(ReportFixture.CATALOG, ReportFixture.DATE)
                .advise(PlanJson.parse("none-fits.json",
                        json.getBytes(StandardCharsets.UTF_8)));
        assertTrue(advice.allCandidates().isEmpty(), "precondition: nothing fits");

        String text = ReportFixture.text(ReportFixture.export(RenderInput.of(advice, ReportFixture.CATALOG, ReportFixture.DATE),
                EN, dir, "none.pdf"));

        assertTrue(text.contains("No configuration fits this workload with the catalog and filters."), text);
        assertTrue(text.contains("AMD Instinct MI300X"), "the rejected GPUs are still listed");
        assertTrue(text.contains("Most cards considered 1"), "the filter is among the inputs");
        assertFalse(MISSING_KEY.matcher(text).find(), () -> "a key without text: " + firstMissing(text));
    }

    @Test
    void exportingAgainReplacesTheFile() throws IOException {
        Path out = dir.resolve("chat.pdf");
        Files.writeString(out, "an older, shorter file");

        PdfReport.write(ReportFixture.input(CHAT_70B), EN, out);

        assertTrue(ReportFixture.text(out).contains("GPU rental recommendation"));
        assertEquals("[chat.pdf]", ReportFixture.listing(dir));
    }

    private static String firstMissing(String text) {
        Matcher matcher = MISSING_KEY.matcher(text);
        return matcher.find() ? matcher.group() : "";
    }
}
