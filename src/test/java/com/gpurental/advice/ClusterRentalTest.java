package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.output.text.AdviceText;
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
    void aYearOfATwoServerServiceIsTheH20ClusterEstimatedAtItsContainerPriceWithTheQuoteToAskFor() {
        Advice a = deepSeekFor(365);
        Candidate lead = a.leading().orElseThrow();
        // Ant Group serves DeepSeek-R1 on 2 × 8 H20 (lmsys.org, 2025-09-26). The catalog has no bare-metal price for the
        // H20, only containers: catalog.json h20-container-hourly ¥6.20 a card-hour × 16 cards × 720 h = ¥71,424 a month,
        // × 24 h × 365 days = ¥868,992 the term. That is the cluster's estimate; it led to 16 × H100 SXM by the month at
        // ¥168,960 (2.4 ×) with the H20 only as "ask first", which a manager signs as printed.
        assertEquals("h20", lead.gpu().id());
        assertEquals(16, lead.cards());
        assertEquals(RentalMode.CLUSTER, lead.cost().mode());
        assertEquals(0, new BigDecimal("71424").compareTo(lead.cost().monthlyCostCny().amount()));
        assertEquals(0, new BigDecimal("868992").compareTo(lead.cost().termCostCny().amount()));
        // the priced bare metal stays beside it: catalog.json h100-sxm-baremetal-monthly ¥84,480 per 8-card server a
        // month, 2 servers ¥168,960, a year of 12 calendar months (BillingCalendar) ¥2,027,520
        Candidate h100 = a.candidates().stream().filter(c -> c.gpu().id().equals("h100-sxm")).findFirst().orElseThrow();
        assertEquals(RentalMode.MONTHLY, h100.cost().mode());
        assertEquals(0, new BigDecimal("2027520").compareTo(h100.cost().termCostCny().amount()));
        assertTrue(a.allCandidates().stream().noneMatch(c -> c.cost() != null && c.cost().mode().container()),
                "no hourly containers for a year-long cluster");
        Warning w = lead.warnings().stream().filter(x -> x.code() == Warning.Code.CLUSTER_ESTIMATE).findFirst().orElseThrow();
        assertEquals("16 × NVIDIA H20 96GB over 2 servers is a bare-metal cluster (RDMA between the servers, one rack), and "
                + "the catalog has no such price for it: its cost here is estimated at the catalog's container by the hour "
                + "price, ¥71,424.00 a month. A cluster by the month or the year usually costs less than that, though the RDMA "
                + "network can add to it.", EN.format(w.text()));
        assertEquals("16 × NVIDIA H20 96GB over 2 servers are a cluster, rented as bare-metal servers by the month or the "
                + "year with RDMA between them (containers are not a cluster). The catalog has no such price for it: the "
                + "container by the hour price, ¥71,424.00 a month, is the estimate until vendors quote it for the 365-day "
                + "term.", EN.format(a.modeAdvice().reason()));
        assertEquals(RentalMode.CLUSTER, a.modeAdvice().recommended());
    }

    @Test
    void thePlainAnswerAsksForTheClustersQuoteFirstAndCallsItsPriceAnEstimate() {
        PlainAnswer plain = PlainAnswer.of(deepSeekFor(365));
        Message ask = plain.actions().get(0);
        assertEquals("plain.action.CLUSTER_ESTIMATE.fallback", ask.key());
        // and what to rent if no quote comes in at the estimate: the first alternative the catalog prices as it is (the
        // A800 cluster is an estimate too), 16 × H100 SXM bare metal by the month, 2 servers × 8 × ¥10,560 = ¥168,960
        assertEquals("先询价再签约：目录里没有 16 张 NVIDIA H20 96GB 组成裸金属集群（2 台服务器）的价格，上面的每月 ¥71,424.00 是目录"
                + "按小时的价格，只是估算。请至少向两家供应商索取按月或按年的报价（通常低于按小时价），按报价签约；若没有报价不高于 "
                + "¥71,424.00，改租目录有价的下一方案：16 张 NVIDIA H100 SXM 80GB，裸金属按月，每月 ¥168,960.00。",
                Messages.forLocale(Messages.ZH).format(ask));
        // the cheaper A800 cluster (also an estimate) computes FP8 weight-only: the why says so, never "the cheapest"
        assertTrue(plain.why().stream().anyMatch(m -> m.key().equals("plain.why.notCheapestBecause.FP8_WEIGHT_ONLY")),
                plain.why()::toString);
        assertTrue(plain.why().stream().noneMatch(m -> m.key().equals("plain.why.cheapest")), plain.why()::toString);
    }

    @Test
    void aBuyerWhoAllowsOnlyContainersGetsTheClusterAsAQuoteWithTheContainersAsAReference() {
        // the estimate is a bare-metal cluster's: a plan that rules out bare metal keeps the H20s as "needs a quote"
        Advice a = advise("\"preset\":\"deepseek-private\",\"inference\":{\"concurrentUsers\":50},"
                + "\"rental\":{\"durationDays\":365},\"filters\":{\"modes\":[\"hourly\"]}");
        assertTrue(a.leading().isEmpty(), "nothing the buyer allows is priced");
        // the text answer's first line says so once, with one stop (it read "…需询价（见下文）。。")
        String text = AdviceText.render(a, Messages.forLocale(Messages.ZH));
        assertTrue(text.contains("简要回答：没有带目录价格的可行配置；5 种配置可以放下但需询价（见下文）。\n"), text);
        assertTrue(!text.contains("。。"), text);
        Candidate h20 = a.needsQuote().stream().filter(c -> c.gpu().id().equals("h20")).findFirst().orElseThrow();
        assertEquals("Needs a quote for a bare-metal cluster: 16 × NVIDIA H20 96GB over 2 servers for 365 days talk to "
                + "each other over RDMA, and containers are not a cluster. Ask vendors for bare-metal servers by the month "
                + "or the year with RDMA between them (same rack). The catalog's container by the hour price, ¥71,424.00 a "
                + "month, is only a reference: monthly and yearly prices usually run below it.",
                EN.format(h20.reasons().stream().filter(m -> m.key().equals("reason.clusterQuote")).findFirst()
                        .orElseThrow()));
        Warning w = a.warnings().stream().filter(x -> x.code() == Warning.Code.CLUSTER_QUOTE).findFirst().orElseThrow();
        assertEquals("16 × NVIDIA H20 96GB over 2 servers could cost less than this recommendation: its catalog price "
                + "(container by the hour) is ¥71,424.00 a month, and a bare-metal cluster by the month or the year is "
                + "usually cheaper still, but the catalog has no such price for it.", EN.format(w.text()));
    }

    @Test
    void aShortClusterStaysOnHourlyContainers() {
        // 89 days is under 3 months: containers by the hour, 16 × ¥6.20 × 24 h × 89 days = ¥211,891.20
        Candidate lead = deepSeekFor(89).leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(RentalMode.HOURLY, lead.cost().mode());
        assertEquals(0, new BigDecimal("211891.20").compareTo(lead.cost().termCostCny().amount()));
    }

    @Test
    void aOneServerServiceForAYearKeepsEveryMode() {
        // one server is no cluster: the rule leaves it alone (7B chat for a year: one card)
        Advice a = advise("\"preset\":\"chat-inference\",\"rental\":{\"durationDays\":365}");
        assertTrue(a.allCandidates().stream().anyMatch(c -> c.cost() != null && c.cost().mode().container()));
        assertTrue(a.warnings().stream().noneMatch(x -> x.code() == Warning.Code.CLUSTER_QUOTE));
    }
}
