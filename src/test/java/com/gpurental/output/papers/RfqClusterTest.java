package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
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
