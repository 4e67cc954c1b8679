package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.ScalingTable;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 10, "prices shown honestly": a share of a server is shown with the whole server's price and whether the vendor
 * rents shares; a whole-server-only offer (catalog flag) bills the whole server.
 */
class ServerShareTest {

    static final Catalog CATALOG = CatalogLoader.bundled();
    static final LocalDate DATE = LocalDate.of(2026, 11, 29);
    static final String DOMESTIC_VISION = """
            {"format":"gpu-rental-plan","version":1,"scenario":"inference","preset":"vision-inspection","domesticOnly":true,
             "rental":{"mode":"monthly","durationDays":90}}
            """;

    static Advice advise(Catalog catalog) throws Exception {
        return new Advisor(catalog, DATE).advise(PlanJson.parse("plan", DOMESTIC_VISION.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void oneEighthOfAServerNamesTheWholeServersPrice() throws Exception {
        Candidate lead = advise(CATALOG).leading().orElseThrow();
        assertEquals("ascend-910b", lead.gpu().id());
        // catalog: ¥15,600 a month for an 8-card server, pro rata → ¥1,950 a card; issue 21: a production line keeps
        // one spare card (N+1), so 2 cards, ¥3,900
        assertEquals(2, lead.cards());
        assertEquals(new BigDecimal("3900.00"), lead.quote().monthlyCostCny());
        // Issue 21: the offer does not say that shares are rented, so that is a question for the vendor, not a fact.
        String en = Messages.forLocale(Messages.EN).format(lead.reasons().stream()
                .filter(r -> r.key().equals("reason.serverShareAsk")).findFirst().orElseThrow());
        assertEquals("Priced pro rata as 2 of the 8 cards of a server; the whole server costs ¥15,600 (bare-metal by the "
                + "month). The offer does not say whether a share is rented: a question for the vendor.", en);
        Warning w = lead.warnings().stream().filter(x -> x.code() == Warning.Code.SERVER_SHARE_UNCONFIRMED).findFirst()
                .orElseThrow();
        assertEquals("询价时请供应商书面确认能否只租 2 张卡及其价格；不能时按整台服务器 ¥15,600 比较。",
                Messages.forLocale(Messages.ZH).format(w.action()));
    }

    @Test
    void anOfferThatStatesSharesAreRentedPricesTheShareAsAFact() throws Exception {
        List<Offer> offers = CATALOG.offers().stream().map(o -> o.id().equals("ascend-910b-baremetal-monthly")
                ? new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(), o.asOf(), o.notes(), false, true)
                : o).toList();
        List<ScalingTable> scaling = Arrays.stream(InterconnectType.values())
                .map(t -> CATALOG.scalingTable(t).orElseThrow()).toList();
        Catalog shares = new Catalog("test", CATALOG.asOf(), CATALOG.gpus(), offers, CATALOG.models(), CATALOG.scenarios(), scaling);
        Candidate lead = advise(shares).leading().orElseThrow();
        assertEquals(new BigDecimal("3900.00"), lead.quote().monthlyCostCny()); // 2 cards: N+1 (issue 21)
        assertEquals("Priced as 2 of the 8 cards of a server; the whole server costs ¥15,600 (bare-metal by the month). "
                + "The offer states that a share is rented pro rata.", Messages.forLocale(Messages.EN).format(lead.reasons()
                .stream().filter(r -> r.key().equals("reason.serverShare")).findFirst().orElseThrow()));
        assertTrue(lead.warnings().stream().noneMatch(x -> x.code() == Warning.Code.SERVER_SHARE_UNCONFIRMED));
    }

    @Test
    void aWholeServerOnlyOfferBillsTheWholeServerAndSaysSo() throws Exception {
        List<Offer> offers = CATALOG.offers().stream().map(o -> o.id().equals("ascend-910b-baremetal-monthly")
                ? new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(), o.asOf(), o.notes(), true)
                : o).toList();
        List<ScalingTable> scaling = Arrays.stream(InterconnectType.values())
                .map(t -> CATALOG.scalingTable(t).orElseThrow()).toList();
        Catalog wholeOnly = new Catalog("test", CATALOG.asOf(), CATALOG.gpus(), offers, CATALOG.models(), CATALOG.scenarios(), scaling);
        Candidate lead = advise(wholeOnly).allCandidates().stream().filter(c -> c.gpu().id().equals("ascend-910b"))
                .findFirst().orElseThrow();
        // The whole server is billed: ¥15,600 a month for the one card the job needs.
        assertEquals(new BigDecimal("15600.00"), lead.quote().monthlyCostCny());
        assertTrue(lead.reasons().stream().map(Message::key).anyMatch("reason.wholeServer"::equals), lead.reasons().toString());
    }
}
