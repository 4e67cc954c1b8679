package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.SupportingHardware;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/domain.md §8.6: a recommendation whose copy of the model spans servers asks the vendors, in the request for
 * quotation, for the network between them (RDMA, at least 200 Gb/s a card, one rack or zone, multi-node serving).
 */
class RfqClusterTest {

    private static final String R1 = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"inference\","
            + "\"preset\":\"llm-inference\",\"model\":{\"id\":\"deepseek-r1\"},\"inference\":{\"contextTokens\":32768,"
            + "\"concurrentUsers\":10},\"rental\":{\"durationDays\":30}}";

    /**
     * The tester's plans/ds.json with a chat answer of 215 tokens given (R1's thinking default would make it 16 × H100):
     * DeepSeek-R1
     * FP8 for 200 staff, a year: 8 × H20 in one server, 16 × H100 over 2.
     */
    private static final String DS = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"DeepSeek 200 人\","
            + "\"scenario\":\"inference\",\"preset\":\"deepseek-private\",\"model\":{\"id\":\"deepseek-r1\"},"
            + "\"precision\":\"fp8\",\"inference\":{\"contextTokens\":32768,\"tokensPerSecondPerUser\":10,\"answerTokens\":215,"
            + "\"users\":{\"people\":200,\"busyShare\":30,\"requestsPerHour\":6}},\"rental\":{\"durationDays\":365}}";

    private static String row(RenderInput in, Messages m, String key) {
        return RfqSpec.lines(in, m).stream().filter(r -> r[0].equals(m.get(key))).findFirst().orElseThrow()[1];
    }

    @Test
    void aTrainingClusterIsAskedForMultiNodeTrainingNotAServingEngine(@TempDir Path dir) throws Exception {
        // the session 19 tester's request 4: Llama-3.1-8B continued pretraining on 200B tokens within 45 days, 16 × H100
        // over 2 servers; its RFQ asked for "vLLM or SGLang multi-node", a serving engine, on a training cluster (E)
        Path plan = dir.resolve("pretrain.json");
        Files.writeString(plan, "{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"training\","
                + "\"preset\":\"llm-training\",\"model\":{\"id\":\"llama-3.1-8b\"},\"precision\":\"bf16\","
                + "\"training\":{\"method\":\"full\",\"tokens\":\"200B\",\"targetDays\":45}}");
        Advice a = PapersFixture.advise(plan);
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        assertTrue(a.leading().orElseThrow().deployment().needsRdma(), "a training over servers");
        String zh = row(in, Messages.forLocale(Messages.ZH), "papers.rfq.interconnect");
        assertTrue(zh.contains("多机联合训练（NCCL 跨服务器通信，PyTorch 分布式或 DeepSpeed 多机启动）"), zh);
        org.junit.jupiter.api.Assertions.assertFalse(zh.contains("推理框架"), zh);
        String en = row(in, Messages.forLocale(Messages.EN), "papers.rfq.interconnect");
        assertTrue(en.contains("multi-node training (NCCL across servers"), en);
        org.junit.jupiter.api.Assertions.assertFalse(en.contains("vLLM"), en);
    }

    @Test
    void anAlternativeOverTwoServersIsAskedForItsOwnNetwork(@TempDir Path dir) throws Exception {
        Path plan = dir.resolve("ds.json");
        Files.writeString(plan, DS);
        Advice a = PapersFixture.advise(plan);
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        // the lead, 8 × H20, sits in one server: no network between servers in its rows
        assertEquals(SupportingHardware.Network.NONE, a.supportingHardware().network());
        Candidate h100 = a.referenceCandidates().stream()
                .filter(c -> c.gpu().id().equals("h100-sxm")).findFirst().orElseThrow();
        // the alternative's own layout, from the engine: one copy over 2 servers → RDMA ≥200 Gb/s a card
        SupportingHardware hw = a.supportingHardware(h100);
        assertEquals(16, h100.cards());
        assertEquals(SupportingHardware.Network.RDMA, hw.network());
        assertEquals(2, hw.servers());
        assertEquals(200, hw.networkGbit());
        Messages en = Messages.forLocale(Messages.EN);
        assertEquals("16 × NVIDIA H100 SXM 80GB (between the 2 servers RDMA (InfiniBand or RoCE) of at least 200 Gb/s per"
                + " card)", RfqSpec.named(a, h100, en));
        Messages zh = Messages.forLocale(Messages.ZH);
        assertEquals("16 张 NVIDIA H100 SXM 80GB（2 台服务器之间需要 RDMA 网络（InfiniBand 或 RoCE），每张卡至少 200 Gb/s）",
                RfqSpec.named(a, h100, zh));
        // 4.67 times the lead for the term, past 1.5, the letter no longer names it (RfqBuyerTest, tester session 19):
        // 8 × H20 at ¥6.20 a card-hour × 24 × 365 = ¥434,496; 2 H100 servers at ¥84,480 a month × 12 = ¥2,027,520
        assertEquals(new BigDecimal("434496.00"), a.leading().orElseThrow().cost().termCostCny().amount());
        assertEquals(new BigDecimal("2027520.00"), h100.cost().termCostCny().amount());
        org.junit.jupiter.api.Assertions.assertFalse(row(in, en, "papers.rfq.equivalents").contains("H100"));
        // the lead's interconnect row stays the link inside its one server
        assertTrue(!row(in, en, "papers.rfq.interconnect").contains("RDMA"), row(in, en, "papers.rfq.interconnect"));
    }

    @Test
    void aYearOnHourlyContainersAlsoAsksForMonthlyAndYearlyPrices(@TempDir Path dir) throws Exception {
        // tester m11: the H20 has only hourly containers in the catalog, so the year is priced by the hour; the request
        // asks the vendors for the month and the year too (the engine's mode.reason.askMonthly, 365 days)
        Path plan = dir.resolve("ds.json");
        Files.writeString(plan, DS);
        RenderInput in = RenderInput.of(PapersFixture.advise(plan), PapersFixture.CATALOG, ChecklistState.EMPTY,
                PapersFixture.DATE);
        assertEquals("container by the hour; for the 365-day service, also quote a monthly and a yearly price",
                row(in, Messages.forLocale(Messages.EN), "papers.rfq.mode"));
        assertEquals("容器按小时；365 天的服务，请同时报包月和包年价", row(in, Messages.forLocale(Messages.ZH), "papers.rfq.mode"));
        // a 30-day service asks for the mode alone
        Path r1 = dir.resolve("r1.json");
        Files.writeString(r1, R1);
        RenderInput month = RenderInput.of(PapersFixture.advise(r1), PapersFixture.CATALOG, ChecklistState.EMPTY,
                PapersFixture.DATE);
        assertEquals("container by the hour", row(month, Messages.forLocale(Messages.EN), "papers.rfq.mode"));
    }

    @Test
    void aLeadOverTwoServersKeepsItsNetworkAndItsOneServerAlternativesAskNone(@TempDir Path dir) throws Exception {
        Path plan = dir.resolve("r1.json");
        Files.writeString(plan, R1);
        Advice a = PapersFixture.advise(plan);
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        Messages en = Messages.forLocale(Messages.EN);
        String equivalents = row(in, en, "papers.rfq.equivalents");
        // each alternative named carries the network of its own layout, none where it fits one server
        for (Candidate c : a.referenceCandidates()) {
            SupportingHardware hw = a.supportingHardware(c);
            String named = PaperText.cardsOf(c, en);
            if (equivalents.contains(named) && c != a.leading().orElseThrow()) {
                assertEquals(hw.network() != SupportingHardware.Network.NONE,
                        equivalents.contains(named + " (between the " + hw.servers() + " servers"), equivalents);
            }
        }
    }

    private static String interconnect(RenderInput in, Messages m) {
        return RfqSpec.lines(in, m).stream().filter(r -> r[0].equals(m.get("papers.rfq.interconnect"))).findFirst()
                .orElseThrow()[1];
    }

    @Test
    void theRequestAsksForTheNetworkBetweenTheServers(@TempDir Path dir) throws Exception {
        Path plan = dir.resolve("r1.json");
        Files.writeString(plan, R1);
        RenderInput in = RenderInput.of(PapersFixture.advise(plan), PapersFixture.CATALOG, ChecklistState.EMPTY,
                PapersFixture.DATE);
        // 16 × H20 in 2 servers, NVLink (900 GB/s a pair) inside each.
        assertEquals("NVLink, 900 GB/s between any two cards within each server; between the 2 servers RDMA (InfiniBand or"
                + " RoCE) of at least 200 Gb/s per card, the servers in the same rack or availability zone, and a serving"
                + " engine that runs one model over several servers (vLLM or SGLang multi-node): state the network type,"
                + " bandwidth per card and location in the quote", interconnect(in, Messages.forLocale(Messages.EN)));
        String zh = interconnect(in, Messages.forLocale(Messages.ZH));
        assertTrue(zh.startsWith("每台服务器内 NVLink，任意两卡之间 900 GB/s；2 台服务器之间需要 RDMA 网络（InfiniBand 或 RoCE），"
                + "每张卡至少 200 Gb/s"), zh);
        // One server (chat-70b.json): the row is the link within it, as before.
        String oneServer = interconnect(PapersFixture.chat(), Messages.forLocale(Messages.EN));
        assertTrue(!oneServer.contains("RDMA"), oneServer);
    }
}
