package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Equivalents;
import com.gpurental.advice.Warning;
import com.gpurental.catalog.RentalMode;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The request for quotation as a careful buyer sends it (tester session 19): it states the need and asks for prices, never
 * the catalog's reference prices (they anchor the bids), and names as equivalents only configurations she would accept:
 * sold in China, and at most {@link com.gpurental.advice.Equivalents#COST_FACTOR} times the recommendation's cost for the term.
 * Plans: the tester's r2 (Llama-3.3-70B with a Double-11 peak, {@link PeakAndTrialPapersTest#PEAK}), r4 (an 8B
 * continued pretraining) and r5 (Qwen3-32B for 50 people).
 */
class RfqBuyerTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** A yuan figure: "¥23,760", "¥ 6,146.56". */
    private static final Pattern YUAN_FIGURE = Pattern.compile("¥\\s*\\d");





    @TempDir
    Path dir;

    private static RenderInput input(Advice a) {
        return RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
    }

    private static String row(RenderInput in, Messages m, String key) {
        return RfqSpec.lines(in, m).stream().filter(r -> r[0].equals(m.get(key))).findFirst().orElseThrow()[1];
    }

    private static Candidate option(Advice a, String gpu) {
        return a.referenceCandidates().stream().filter(c -> c.gpu().id().equals(gpu)).findFirst().orElseThrow();
    }

    @Test
    void noPaperOfTheRequestNamesAYuanFigure() throws Exception {
        for (String plan : new String[] {PeakAndTrialPapersTest.PEAK, TesterPlans.PRETRAIN, TesterPlans.QWEN3}) {
            Advice a = PeakAndTrialPapersTest.advise(plan);
            RenderInput in = input(a);
            for (Messages m : new Messages[] {ZH, EN}) {
                Path pdf = dir.resolve("rfq-" + m.locale() + ".pdf");
                Path xlsx = dir.resolve("form-" + m.locale() + ".xlsx");
                RfqPdf.write(in, m, pdf);
                RfqXlsx.write(in, m, xlsx);
                for (String text : new String[] {PapersFixture.pdfText(pdf), PapersFixture.workbookText(xlsx)}) {
                    assertFalse(YUAN_FIGURE.matcher(text).find(), text);
                    // the figures without the sign either: the lead's cost a month and for the term
                    assertFalse(text.contains(m.money(a.leading().orElseThrow().cost().termCostCny()).replace("¥", "")), text);
                    // the Chinese papers write no ¥ at all (the English form's column headers say "Price (¥)", a unit)
                    assertTrue(m == EN || !text.contains("¥"), text);
                }
            }
        }
    }

    /** The letter's text, flattened (the PDF reader breaks lines). */
    private String letter(RenderInput in, Messages m) throws Exception {
        Path pdf = dir.resolve("letter-" + m.locale() + ".pdf");
        RfqPdf.write(in, m, pdf);
        return PapersFixture.pdfText(pdf).replaceAll("\\s+", "");
    }

    @Test
    void aCardNotSoldInChinaIsNoEquivalent() throws Exception {
        // r2: the only other model, 4 × RTX 5090, carries the advice's not-sold-in-China warning (NotSoldInChinaTest)
        Advice a = PeakAndTrialPapersTest.advise(PeakAndTrialPapersTest.PEAK);
        assertTrue(option(a, "rtx-5090").warnings().stream().anyMatch(w -> w.code() == Warning.Code.CHINA_VARIANT));
        RenderInput in = input(a);
        assertEquals("无：其他满足需求的型号或不在中国销售，或不能按模型的 8 位格式计算，或费用明显更高，不作为等效型号；请按上述型号报价",
                row(in, ZH, "papers.rfq.equivalents"));
        assertEquals(EN.get("papers.rfq.noEquivalentAccepted"), row(in, EN, "papers.rfq.equivalents"));
        // nor does its introduction welcome offers of the equivalents listed, when none is
        assertFalse(letter(in, ZH).contains("欢迎按所列等效型号报价"));
    }

    /**
     * s22 buyer check: the DeepSeek-R1 FP8 request for quotation welcomed 16 × A800 as "同样满足需求" while the approval
     * gives its FP8 weight-only running (no FP8 tensor cores) as the reason it is not recommended; a card that runs the
     * lead's FP8 weights only weight-only is no equivalent.
     */
    @Test
    void aCardThatCannotComputeTheModelsFp8IsNoEquivalent() throws Exception {
        Advice a = PeakAndTrialPapersTest.advise(TesterPlans.DEEPSEEK);
        Candidate lead = a.leading().orElseThrow();
        Candidate a800 = option(a, "a800-80g");
        assertTrue(a800.warnings().stream().anyMatch(w -> w.code() == Warning.Code.FP8_WEIGHT_ONLY));
        assertFalse(lead.warnings().stream().anyMatch(w -> w.code() == Warning.Code.FP8_WEIGHT_ONLY));
        assertFalse(Equivalents.acceptable(a800, lead));
        assertFalse(row(input(a), ZH, "papers.rfq.equivalents").contains("A800"), row(input(a), ZH, "papers.rfq.equivalents"));
        // the lead is the cluster at its estimate: the letter asks the vendor for its price, it does not say "估算价"
        assertEquals(RentalMode.CLUSTER, lead.cost().mode());
        assertEquals("裸金属集群：整台服务器，请报包月和包年价", row(input(a), ZH, "papers.rfq.mode"));
        assertEquals("Bare-metal cluster of whole servers; quote a monthly and a yearly price",
                row(input(a), EN, "papers.rfq.mode"));
    }

    @Test
    void aFarDearerConfigurationIsNoEquivalent() {
        // r4: 16 × H100 SXM for the 28-day term against 56 × L40S for two months (CLI, 2026-12-06: ¥168,960 against
        // ¥840,000, 4.97 times); past 1.5 times, not named
        Advice a = PeakAndTrialPapersTest.advise(TesterPlans.PRETRAIN);
        Candidate lead = a.leading().orElseThrow();
        Candidate l40s = option(a, "l40s");
        assertEquals("h100-sxm", lead.gpu().id());
        assertEquals(new BigDecimal("168960.00"), lead.cost().termCostCny().amount());
        assertEquals(new BigDecimal("840000.00"), l40s.cost().termCostCny().amount());
        assertFalse(Equivalents.acceptable(l40s, lead));
        // the only equivalent is the cluster the plain answer asks a quote for first (32 × A800 over 4 servers, its
        // containers ¥114,739.20 a month against ¥168,960): the letter names it, with its network (session 20 audit: the
        // letter said "no equivalent" beside the approval's "先询价：32 张 A800 … 可能更便宜")
        // a short training's cluster is asked for its own term (the A800s train longer than the H100s: 44 days), not "by
        // the month or the year"
        Message ask = a.plain().actions().stream()
                .filter(m -> m.key().equals("plain.action.CLUSTER_QUOTE.namedShort")).findFirst().orElseThrow();
        assertEquals("先询价：32 张 NVIDIA A800 80GB SXM（4 台服务器组成裸金属集群，租期 44 天）可能更便宜：目录里按小时的容器价每月 "
                + "¥114,739.20，本推荐每月 ¥168,960.00。请至少向两家供应商询价，再决定是否签本推荐。", ZH.format(ask));
        assertEquals("32 张 NVIDIA A800 80GB SXM（4 台服务器之间需要 RDMA 网络（InfiniBand 或 RoCE），每张卡至少 200 Gb/s）",
                row(input(a), ZH, "papers.rfq.equivalents"));
    }

    @Test
    void anEquivalentWithinTheFactorStaysInTheEnginesOrder() throws Exception {
        // r5: 4 × RTX 4090 by the month, ¥11,880 for 90 days; 1 × H20 by the hour ¥13,392 (1.13 times) stays, 2 × A800 by
        // the hour ¥21,513.60 (1.81 times, past 1.5 × ¥11,880 = ¥17,820) goes
        Advice a = PeakAndTrialPapersTest.advise(TesterPlans.QWEN3);
        Candidate lead = a.leading().orElseThrow();
        assertEquals(new BigDecimal("11880.00"), lead.cost().termCostCny().amount());
        assertEquals(new BigDecimal("13392.00"), option(a, "h20").cost().termCostCny().amount());
        assertEquals(new BigDecimal("21513.60"), option(a, "a800-80g").cost().termCostCny().amount());
        assertEquals("1 张 NVIDIA H20 96GB", row(input(a), ZH, "papers.rfq.equivalents"));
        assertEquals("1 × NVIDIA H20 96GB", row(input(a), EN, "papers.rfq.equivalents"));
        assertTrue(letter(input(a), ZH).contains("欢迎按所列等效型号报价"));
    }
}
