package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.Measurement;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 34, what was left: vendors' quotes of a measured GPU are sized on the measurement as the catalog's candidates
 * are (advice.MeasuredSpeed), and a measurement that changes the lead says so first in the lead's reasons and in the
 * plain answer's "why". The measurements are the ones MeasuredSpeedTest uses on the same plan's workload (2 × H20, 1
 * request in flight, 4,096 tokens; the engine's range for that run is 16.1–41.4): 21 inside it, 12 below it.
 */
class MeasuredQuoteTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final LocalDate DAY = LocalDate.of(2026, 12, 1);

    private static Measurement.Measurements h20(double tokensPerSecond) {
        return new Measurement.Measurements(List.of(new Measurement("h20", 2, null, null, 4096, 1, tokensPerSecond, null,
                null, null, null, "r.result.json · vLLM", DAY, Measurement.Origin.TRIAL_KIT)));
    }

    private static Advice quotes(Measurement.Measurements m) throws Exception {
        return AdvisorFixture.advise(PlanJson.read(Path.of("examples/chat-70b-quotes.json")).withMeasurements(m));
    }

    private static VendorQuoteCost quote(Advice a, String vendor) {
        return a.quotes().ranked().stream().filter(q -> q.vendor().equals(vendor)).findFirst().orElseThrow();
    }

    @Test
    void aQuoteOfTheMeasuredCardIsSizedOnTheMeasurementAsTheCatalogsCandidateIs() throws Exception {
        Candidate estimated = quotes(Measurement.Measurements.NONE).leading().orElseThrow();
        assertEquals("丙数据", estimated.vendor());
        // one user alone decodes one sequence a step (serving.ClosedLoop): 22.3 (21.9 at the open model's p95 batch of 3)
        assertEquals("22.3 tokens/s per user (16.3–41.7)", EN.format(estimated.speed().text()));
        Candidate lead = quotes(h20(21)).leading().orElseThrow();
        // the same figure and range as the catalog's 2 × H20 on this measurement (MeasuredSpeedTest: 21.2, 19–23.3)
        assertEquals("丙数据", lead.vendor());
        assertEquals("21.2 tokens/s per user (19–23.3); measured on the vendor's machine on 2026-12-01",
                EN.format(lead.speed().text()));
        assertTrue(lead.warnings().stream().anyMatch(w -> w.code() == Warning.Code.MEASURED_SPEED));
        assertNull(MeasuredLead.plain(lead)); // the lead is the estimate's: nothing changed, nothing to say
        // beside the quote on the Quotes page and in the papers: the measured figure with its source and date
        Advice a = quotes(h20(21));
        assertTrue(EN.format(quote(a, "丙数据").speed()).endsWith(" Sized on a measurement: 21 tokens/s per user with 1 "
                + "request in flight on 2 cards (source: r.result.json · vLLM, 2026-12-01)."),
                        EN.format(quote(a, "丙数据").speed()));
        assertTrue(ZH.format(quote(a, "丙数据").speed()).endsWith("按实测选型：2 张卡、1 个并发请求时每用户 21 词元/秒（来源：r.result.json · "
                + "vLLM，2026-12-01）。"), ZH.format(quote(a, "丙数据").speed()));
        assertEquals("About 22.3 tokens/s per user with 1 user at once (each token of the answer reads the model from the "
                + "card's memory once, so the speed is set by the memory bandwidth).",
                EN.format(quote(quotes(Measurement.Measurements.NONE), "丙数据").speed()));
    }

    @Test
    void belowTheRangeTheTwoCardQuotesNoLongerFitAndTheWholeServerLeads() throws Exception {
        Advice a = quotes(h20(12));
        // 12 < 16.1: 2 × H20 give about 12.1 per user, under the 20 typed; the measurement needs 4 cards (the fewest
        // counting every number, as a quote may bill 3), so only 乙算力's 8-card server carries the load
        assertTrue(EN.format(quote(a, "丙数据").flags().get(0).text()).startsWith("Does not fit the workload. At 2 cards, "
                + "where one request is answered fastest (about 12.1 tokens/s)"),
                        EN.format(quote(a, "丙数据").flags().get(0).text()));
        assertTrue(EN.format(quote(a, "丙数据").flags().get(0).text()).contains("(Sized on the measurement: 12 tokens/s "
                + "per user with 1 request in flight; source: r.result.json · vLLM, 2026-12-01.) At least 4 cards of this GPU "
                + "are needed"), EN.format(quote(a, "丙数据").flags().get(0).text()));
        Candidate lead = a.leading().orElseThrow();
        assertEquals("乙算力", lead.vendor());
        assertEquals(8, lead.cards());
        // 8 cards for one user: one sequence a step (serving.ClosedLoop), 38.1 (37.8 at the open model's p95 batch)
        assertEquals("38.1 tokens/s per user (34.3–41.9); measured on the vendor's machine on 2026-12-01",
                EN.format(lead.speed().text()));
        Warning w = lead.warnings().stream().filter(x -> x.code() == Warning.Code.MEASURED_SPEED).findFirst().orElseThrow();
        assertTrue(EN.format(w.text()).endsWith("sized on it: 4 cards (the estimate alone: 2 cards)."), EN.format(w.text()));
        assertEquals("A measurement changed the recommendation: on the estimate alone it was 丙数据's quote of 2 × NVIDIA "
                + "H20 96GB; 2 × NVIDIA H20 96GB measured 12 tokens/s per user with 1 request in flight (on the vendor's "
                + "machine, 2026-12-01), so it is now 乙算力's quote of 8 × NVIDIA H20 96GB.", EN.format(lead.reasons().get(0)));
        assertEquals("实测速度改变了推荐：仅凭估算为“丙数据报价的 2 张 NVIDIA H20 96GB”，但 NVIDIA H20 96GB 实测每人每秒 12 个"
                + "词元（供应商机器，2026-12-01），所以现改为“乙算力报价的 8 张 NVIDIA H20 96GB”。",
                ZH.format(PlainAnswer.of(a).why().get(0)));
    }

    @Test
    void whenTheMeasurementMovesTheLeadToAnotherCardThePlainAnswerSaysWhyFirst() throws Exception {
        Plan plan = PlanJson.read(Path.of("examples/chat-70b.json")).withMeasurements(h20(12));
        Advice a = AdvisorFixture.advise(plan);
        // the estimate alone leads with 2 × H20 (MeasuredSpeedTest); measured at 12, 8 × RTX 4090 lead
        PlainAnswer p = PlainAnswer.of(a);
        assertEquals("A measured speed changed the answer: the estimate alone gave 2 × NVIDIA H20 96GB, but NVIDIA H20 96GB "
                + "measured 12 tokens a second per person (on the vendor's machine, 2026-12-01), so the answer is now "
                + "8 × NVIDIA GeForce RTX 4090.", EN.format(p.why().get(0)));
        assertEquals("实测速度改变了推荐：仅凭估算为“2 张 NVIDIA H20 96GB”，但 NVIDIA H20 96GB 实测每人每秒 12 个词元（供应商机器，"
                + "2026-12-01），所以现改为“8 张 NVIDIA GeForce RTX 4090”。", ZH.format(p.why().get(0)));
        assertEquals(PlainAnswer.MAX_WHY, p.why().size());
        assertEquals(MeasuredLead.REASON, a.leading().orElseThrow().reasons().get(0).key());
    }

    @Test
    void aTypedMeasurementNamesItsSource() throws Exception {
        Plan plan = PlanJson.read(Path.of("examples/chat-70b.json")).withMeasurements(new Measurement.Measurements(List.of(
                new Measurement("h20", 2, null, null, 4096, 1, 12.0, null, null, null, null, "vendor's sheet", DAY, null))));
        assertTrue(EN.format(PlainAnswer.of(AdvisorFixture.advise(plan)).why().get(0))
                .contains("measured 12 tokens a second per person (vendor's sheet, 2026-12-01)"));
    }
}
