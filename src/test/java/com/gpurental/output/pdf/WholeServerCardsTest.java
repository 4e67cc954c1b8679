package com.gpurental.output.pdf;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.ScalingTable;
import com.gpurental.output.RenderInput;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A 1-card training whose bare-metal month is an 8-card server's price: the PDF's rental table and the advise text
 * say that the whole server is billed, beside the ¥7,920 (a bare "1 | ¥7,920" read as one card's month).
 */
class WholeServerCardsTest {

    private static final Path LORA = Path.of("examples/lora-7b-training.json");

    /**
     * The bundled catalog with its server offers silent on shares, as a vendor quote that does not say: whole servers
     * are billed (docs/domain.md §3.8). The bundled offers state seed 003's pro-rata share (issue 32: one RTX 4090 of
     * the ¥7,920 server is ¥990), so the whole-server label is checked on such offers.
     */
    private static final Catalog WHOLE = wholeServers(ReportFixture.CATALOG);

    private static Catalog wholeServers(Catalog c) {
        List<Offer> offers = c.offers().stream().map(o -> o.perCards() > 1
                ? new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(),
                        o.asOf(), o.notes(), o.wholeServerOnly(), null)
                : o).toList();
        List<ScalingTable> scaling = Arrays.stream(
                InterconnectType.values()).map(t -> c.scalingTable(t).orElseThrow()).toList();
        return new Catalog("test", c.asOf(), c.gpus(), offers, c.models(), c.scenarios(), scaling);
    }

    private static Advice advise() throws Exception {
        return new Advisor(WHOLE, ReportFixture.DATE).advise(PlanJson.read(LORA),
                LORA.toString());
    }

    private static RenderInput input() throws Exception {
        return RenderInput.of(advise(), WHOLE, ReportFixture.DATE);
    }

    @Test
    void thePdfRentalTableSaysTheWholeServerIsBilled(@TempDir Path dir) throws Exception {
        String zh = ReportFixture.text(ReportFixture.export(input(), Messages.forLocale(Messages.ZH),
                dir, "zh.pdf"));
        assertTrue(zh.contains("裸金属按月 1（按 8 卡整机计价） ¥7,920.00 ¥7,920.00 30 天"), zh);
        String en = ReportFixture.text(ReportFixture.export(input(), Messages.forLocale(Messages.EN),
                dir, "en.pdf"));
        assertTrue(en.contains("1 (billed as the whole") && en.contains("8-card server)"), en);
    }

    @Test
    void theAdviseTextNamesTheWholeServerBesideTheMonth() throws Exception {
        Advice a = advise();
        String zh = AdviceText.render(a, Messages.forLocale(Messages.ZH));
        assertTrue(zh.contains("\n  裸金属按月：卡数 1（按 8 卡整机计价），每月 ¥7,920.00，租期合计 ¥7,920.00\n"), zh);
        String en = AdviceText.render(a, Messages.forLocale(Messages.EN));
        assertTrue(en.contains("\n  bare-metal by the month: cards 1 (billed as the whole 8-card server), ¥7,920.00 per month,"
                + " ¥7,920.00 for the term\n"), en);
        // The hourly container rents the one card alone: no such line.
        assertFalse(en.contains("container by the hour: cards"), en);
    }
}
