package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfExportException;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The approval summary and the request for quotation, opened and read back with PDFTextStripper. */
class PaperPdfsTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Pattern LATIN_WORD = Pattern.compile("\\b(the|and|for|with|per|price|month|term)\\b");

    @TempDir
    Path dir;

    private static RenderInput withDetails() {
        RenderInput chat = PapersFixture.chat();
        return new RenderInput(chat.advice(), PapersFixture.CATALOG, null, ChecklistState.EMPTY, PapersFixture.DATE,
                new RenderInput.Details("客服大模型", "信息技术部", "王芳", "2026-IT-017", "王芳 138-0000-0000",
                        LocalDate.of(2026, 11, 10), LocalDate.of(2026, 12, 1)));
    }

    @Test
    void approvalSummaryIsOnePageWithTheOptionsRisksAndSignatures() throws Exception {
        Path out = dir.resolve("approval.pdf");

        ApprovalPdf.write(withDetails(), ZH, out);

        assertEquals(1, PapersFixture.pdfPages(out));
        String text = PapersFixture.pdfText(out);
        for (String expected : List.of("采购申请：GPU 算力租赁", "项目名称", "客服大模型", "信息技术部", "王芳", "2026-IT-017",
                "每月 ¥8,000.00", "需求说明", "70B 参数，16 位精度（FP16）。所需显存 172 GB", "租期为 33 天",
                // docs/domain.md §3: 2 × H20 container 720 h = ¥8,928; 33 billable days = ¥9,820.80
                "2 张 NVIDIA H20 96GB", "¥8,928.00", "¥9,820.80", "参考价，未注明",
                // the budget's headline — nothing fits ¥8,000 a month without giving up part of the need
                "没有方案在预算之内：每月预算 ¥8,000.00，33 天租期的预算 ¥8,800.00", "最接近",
                "选择理由", "风险与待办事项", "简要回答",
                // over budget, the remedy within it comes first among the things to do (issue 32)
                "超出预算。预算内的办法：服务每天运行 12 小时",
                "租 1 台服务器，装 2 张 NVIDIA H20 96GB；容器按小时，每月 ¥8,928.00", "尚有 4 项采购前检查未完成",
                "申请人", "部门负责人", "财务", "审批人", "签字", "附件")) {
            assertTrue(text.contains(expected), expected + " in:\n" + text);
        }
        // nothing fits: the line under the table says so once, and no option is marked over budget on its own
        assertFalse(text.contains("超预算"), text);
    }

    @Test
    void approvalSummaryInEnglishLeavesBlankLinesForMissingDetails() throws Exception {
        Path out = dir.resolve("approval-en.pdf");

        ApprovalPdf.write(PapersFixture.chat(), EN, out);

        assertEquals(1, PapersFixture.pdfPages(out));
        String text = PapersFixture.pdfText(out);
        assertTrue(text.contains("Purchase request: GPU compute rental"), text);
        assertTrue(text.contains("Department  ________________"), text);
        assertTrue(text.contains("70B 客服模型，FP16，一个月"), "the plan's title is the project: " + text);
        assertTrue(text.contains("Head of department"), text);
        assertTrue(text.contains("2 × NVIDIA H20 96GB"), text);
        assertFalse(text.contains("!papers"), text);
    }

    @Test
    void theApprovalSummaryTakesTheProjectPreparerAndDepartmentFromThePlan() throws Exception {
        // Step 1's project fields (plan JSON "project") fill the paper's header without typing them again.
        Plan plan = PlanJson.read(PapersFixture.CHAT_70B)
                .withProject(new Plan.Project("智能客服二期", "李雷", "客户服务部"));
        Advice advice = new Advisor(PapersFixture.CATALOG, PapersFixture.DATE)
                .advise(plan, "chat-70b.json");
        Path out = dir.resolve("approval-project.pdf");

        ApprovalPdf.write(RenderInput.of(advice, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE), ZH, out);

        String text = PapersFixture.pdfText(out);
        assertTrue(text.contains("项目名称  智能客服二期"), text);
        assertTrue(text.contains("申请部门  客户服务部"), text);
        assertTrue(text.contains("申请人  李雷"), text);
    }

    @Test
    void requestForQuotationSpellsTheSpecInVendorTerms() throws Exception {
        Path out = dir.resolve("rfq.pdf");

        RfqPdf.write(withDetails(), ZH, out);

        int pages = PapersFixture.pdfPages(out);
        assertTrue(pages >= 1 && pages <= 2, "one to two pages: " + pages);
        String text = PapersFixture.pdfText(out);
        for (String expected : List.of("询价函：GPU 算力租赁", "2026年11月10日前报价", "GPU 型号", "NVIDIA H20 96GB",
                "可接受的等效型号", "8 张 NVIDIA GeForce RTX 4090", "2 张", "每卡标称 96 GiB（= 103.1 GB，1 GB 按 10 亿字节计；本任务每卡需 86 GB",
                "NVLink", "CUDA", "容器按小时", "2026年12月1日", "任务：30 天；含 10% 缓冲的租期：33 天。每天使用 24 小时。",
                "故障卡更换", "增值税专用发票", "王芳 138-0000-0000", "报价单字段", "含税", "换卡时限（小时）")) {
            assertTrue(text.contains(expected), expected + " in:\n" + text);
        }
    }

    @Test
    void requestForQuotationInEnglishHasNoChineseLeftAndViceVersa() throws Exception {
        Path en = dir.resolve("rfq-en.pdf");
        Path zh = dir.resolve("rfq-zh.pdf");

        RfqPdf.write(PapersFixture.chat(), EN, en);
        RfqPdf.write(PapersFixture.chat(), ZH, zh);

        String enText = PapersFixture.pdfText(en);
        assertTrue(enText.contains("Request for quotation: GPU compute rental"), enText);
        assertTrue(enText.contains("Acceptable equivalents"), enText);
        // The plan's title is the user's own text, printed as written (the bundled examples are titled in Chinese).
        String enSentences = enText.replace(PapersFixture.chat().advice().plan().plan().title(), "");
        assertFalse(enSentences.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN), enText);
        // The Chinese letter's own sentences are Chinese (field names, the values a field takes, the plan's title and the
        // catalog's source titles are data).
        String zhText = PapersFixture.pdfText(zh);
        String withoutData = zhText.replaceAll("[a-zA-Z]+\\.[a-zA-Z]+|[a-z][a-z-]*(?=\\s*（)", "");
        assertFalse(LATIN_WORD.matcher(withoutData).find(), zhText);
    }

    @Test
    void aTargetInAMissingFolderIsAClearErrorAndNothingIsWritten() {
        Path out = dir.resolve("missing").resolve("a.pdf");

        PdfExportException e = assertThrows(PdfExportException.class, () -> ApprovalPdf.write(PapersFixture.chat(), EN, out));

        assertTrue(EN.format(e.message()).contains(out.toString()), EN.format(e.message()));
        assertTrue(Files.notExists(out.getParent()));
    }
}
