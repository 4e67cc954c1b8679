package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * A cluster held for months is rented as bare-metal servers by the month or the year, not as hourly containers (issue 32;
 * docs/domain.md §3: a term of 3 months or more → monthly/quarterly/yearly, and containers are not a cluster).
 */
class ClusterRentalTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    private static Advice deepSeekFor(int days) {
        // 50 requests in flight given outright keep the whole context window (docs/domain.md §9.1), so one copy spans
        // 2 servers of H20; 200 staff at 6 requests an hour are 3 in flight since the serving stage sizes on the actual
        // chat turn (issue 31) and fit one 8 × H20 server, which is no cluster
        return advise("\"preset\":\"deepseek-private\",\"inference\":{\"concurrentUsers\":50},"
                + "\"rental\":{\"durationDays\":" + days + "}");
    }

    @Test
    void aYearOfATwoServerServiceIsRentedAsBareMetalByTheMonth() {
        Advice a = deepSeekFor(365);
        Candidate lead = a.leading().orElseThrow();
        // catalog.json h100-sxm-baremetal-monthly: ¥84,480 per 8-card server a month; 2 servers = ¥168,960;
        // a year is 12 calendar months (BillingCalendar) = ¥2,027,520
        assertEquals("h100-sxm", lead.gpu().id());
        assertEquals(16, lead.cards());
        assertEquals(RentalMode.MONTHLY, lead.cost().mode());
        assertEquals(0, new BigDecimal("168960").compareTo(lead.cost().monthlyCostCny()));
        assertEquals(0, new BigDecimal("2027520").compareTo(lead.cost().termCostCny()));
        assertTrue(a.allCandidates().stream().noneMatch(c -> c.cost() != null && c.cost().mode().container()),
                "no hourly containers for a year-long cluster");
    }

    @Test
    void aCardWithOnlyContainerPricesNeedsABareMetalQuoteWithTheContainersAsAReference() {
        Advice a = deepSeekFor(365);
        Candidate h20 = a.needsQuote().stream().filter(c -> c.gpu().id().equals("h20")).findFirst().orElseThrow();
        // catalog.json h20-container-hourly ¥6.20 a card-hour × 16 cards × 720 h = ¥71,424 a month
        assertEquals("Needs a quote for a bare-metal cluster: 16 × NVIDIA H20 96GB over 2 servers for 365 days talk to "
                + "each other over RDMA, and containers are not a cluster. Ask vendors for bare-metal servers by the month "
                + "or the year with RDMA between them (same rack). The catalog's container by the hour price, ¥71,424 a "
                + "month, is only a reference: monthly and yearly prices usually run below it.",
                EN.format(h20.reasons().stream().filter(m -> m.key().equals("reason.clusterQuote")).findFirst()
                        .orElseThrow()));
        Warning w = a.warnings().stream().filter(x -> x.code() == Warning.Code.CLUSTER_QUOTE).findFirst().orElseThrow();
        assertEquals("16 × NVIDIA H20 96GB over 2 servers could cost less than this recommendation: its catalog price "
                + "(container by the hour) is ¥71,424 a month, and a bare-metal cluster by the month or the year is "
                + "usually cheaper still, but the catalog has no such price for it.", EN.format(w.text()));
        // the plain layer names the cheaper cluster and its ceiling beside the recommendation's month (¥168,960 for
        // 16 × H100 SXM by the month, aBareMetalClusterIsRentedByTheMonth…)
        Message ask = PlainAnswer.of(a).actions().stream().filter(m -> m.key().equals("plain.action.CLUSTER_QUOTE.named"))
                .findFirst().orElseThrow();
        assertEquals("Ask for quotes first: 16 × NVIDIA H20 96GB (2 servers as a bare-metal cluster, by the month or the "
                + "year) may cost less: its catalog price by the hour is ¥71,424 a month against this recommendation's "
                + "¥168,960, and monthly or yearly prices usually run below hourly ones. Ask at least two vendors before "
                + "signing this recommendation.", EN.format(ask));
        assertEquals("先询价：16 张 NVIDIA H20 96GB（2 台服务器组成裸金属集群，按月或按年租）可能更便宜：目录里按小时的容器价每月 "
                + "¥71,424，本推荐每月 ¥168,960，按月或按年租通常低于按小时价。请至少向两家供应商询价，再决定是否签本推荐。",
                com.gpurental.text.Messages.forLocale(com.gpurental.text.Messages.ZH).format(ask));
        // and the why no longer calls the H100s the cheapest that meets the need: the cheapest the catalog prices
        assertTrue(PlainAnswer.of(a).why().stream().anyMatch(m -> m.key().equals("plain.why.cheapestPriced")),
                PlainAnswer.of(a).why()::toString);
    }

    @Test
    void aShortClusterStaysOnHourlyContainers() {
        // 89 days is under 3 months: containers by the hour, 16 × ¥6.20 × 24 h × 89 days = ¥211,891.20
        Candidate lead = deepSeekFor(89).leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(RentalMode.HOURLY, lead.cost().mode());
        assertEquals(0, new BigDecimal("211891.20").compareTo(lead.cost().termCostCny()));
    }

    @Test
    void aOneServerServiceForAYearKeepsEveryMode() {
        // one server is no cluster: the rule leaves it alone (7B chat for a year: one card)
        Advice a = advise("\"preset\":\"chat-inference\",\"rental\":{\"durationDays\":365}");
        assertTrue(a.allCandidates().stream().anyMatch(c -> c.cost() != null && c.cost().mode().container()));
        assertTrue(a.warnings().stream().noneMatch(x -> x.code() == Warning.Code.CLUSTER_QUOTE));
    }
}
