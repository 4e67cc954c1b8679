package com.gpurental.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.json.InputException;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The prepared results of examples/acceptance (written by the kit's script on stand-in tools, {@link FakeMachine})
 * against their plans: the machine as quoted passes every line; each mismatch the issue names is named on its line. A
 * line's words are asserted as a sentence where this is the one test of its key, as key and arguments where another
 * test words it (the summary: AcceptanceCliTest, AcceptanceImportTest; no GPU: TrialKitTest; 功率: AcceptanceCliTest).
 */
class AcceptanceCheckTest {

    static final Messages EN = Messages.forLocale(Messages.EN);

    static Acceptance check(String plan, String result) throws Exception {
        Advice a = FakeMachine.advice(plan);
        return AcceptanceCheck.check(a, ResultFile.read(Path.of("examples/acceptance", result + ".result.json")));
    }

    static String words(Acceptance a, String line) {
        return EN.format(a.line(line).words());
    }

    @Test
    void theMachineAsQuotedPassesEveryLine() throws Exception {
        Acceptance a = check(FakeMachine.CHAT, "chat-70b-as-quoted");
        assertEquals(Verdict.PASS, a.overall(), () -> a.lines().toString());
        assertEquals(List.of("plan", "model", "memory", "count", "interconnect", "power", "pcie", "driver", "ram", "disk",
                "diskRead", "network", "decode", "load"), a.lines().stream().map(AcceptanceLine::id).toList());
        assertEquals("NVIDIA H20 96GB", a.expectedGpu().en());
        assertEquals(2, a.expectedCards());
        // 128 tokens in vLLM's 5.2 s average = 24.6 tokens/s; the engine's batch-1 range for 2 × H20 (FP16 70B) is
        // 16.1–41.4 (Performance: HBM share 0.33–0.77 of 4,000 GB/s, weights 140 GB read once per token over two cards,
        // plus the tensor-parallel floor; it was 23.1–32.9, then 16.1–38.2 with the share's former fast end 0.71)
        assertEquals("measured 24.6 tokens/s; estimated 16.1–41.4: as expected", words(a, "decode"));
        assertEquals("96 GB = 98,304 MiB (binary units)", EN.format(a.line("memory").expected()));
        assertEquals("95.6 GiB (97,871 MiB), the smallest card", EN.format(a.line("memory").delivered()));
        // 0 failing, 0 to check by hand, 14 lines
        assertEquals(Message.of("acceptance.summary.PASS", 0L, 0L, 14), a.summary());
        assertTrue(a.open().isEmpty());
    }

    @Test
    void aPowerCapIsNamedWithItsShare() throws Exception {
        Acceptance a = check(FakeMachine.CHAT, "chat-70b-power-capped");
        assertEquals(Verdict.FAIL, a.line("power").verdict());
        assertEquals("power capped to 60% (240 of 400 W): the cards run slower than quoted", words(a, "power"));
        assertEquals(Message.of("acceptance.power.capped", 60, 240.0, 400.0), a.line("power").words());
        assertEquals(List.of("power"), a.open().stream().map(AcceptanceLine::id).toList());
    }

    @Test
    void noNvlinkWhereTheQuotedCardHasIt() throws Exception {
        Acceptance a = check(FakeMachine.CHAT, "chat-70b-no-nvlink");
        assertEquals(Verdict.FAIL, a.line("interconnect").verdict());
        assertEquals("no NVLink: the cards talk over PCIe only, as a PCIe card would", words(a, "interconnect"));
        assertEquals(Verdict.PASS, a.line("model").verdict());
    }

    @Test
    void aMissingToolMeansNoGpuFound() throws Exception {
        Acceptance a = check(FakeMachine.CHAT, "chat-70b-missing-tool");
        assertEquals(Verdict.FAIL, a.line("model").verdict());
        assertEquals(Message.of("acceptance.model.noGpu"), a.line("model").words());
        assertTrue(a.delivered().notFound().contains("nvidia-smi"));
        assertNull(a.line("memory")); // nothing to compare card by card
        assertEquals(Message.of("acceptance.decode.notMeasured", Message.of("acceptance.decode.skip.no-gpu")),
                a.line("decode").words());
    }

    @Test
    void aResultFromAnotherPlanFailsItsFirstLine() throws Exception {
        Acceptance a = check(FakeMachine.CHAT, "chat-70b-other-plan");
        assertEquals(Verdict.FAIL, a.line("plan").verdict());
        assertEquals("made with the kit of another plan (\"Llama-2-7B LoRA 微调，2 亿 token\"): the lines below compare it"
                + " with this plan anyway", words(a, "plan"));
    }

    @Test
    void aTruncatedFileIsRefusedWithOneMessage() {
        InputException e = assertThrows(InputException.class, () -> check(FakeMachine.CHAT, "chat-70b-truncated"));
        assertTrue(e.render(EN).contains("chat-70b-truncated.result.json is cut short or damaged"), e.render(EN));
    }

    @Test
    void aPcieCardDeliveredForSxm() throws Exception {
        Acceptance a = check(FakeMachine.TRAINING, "h100-training-pcie-for-sxm");
        assertEquals("丁智算", a.vendor());
        assertEquals(Verdict.FAIL, a.line("model").verdict());
        assertEquals("delivered H100 PCIe, the quote names NVIDIA H100 SXM 80GB: not the quoted card", words(a, "model"));
        assertEquals(Verdict.FAIL, a.line("interconnect").verdict());
        assertNull(a.line("decode")); // a training plan: no decode benchmark to judge
    }

    @Test
    void sixOfEightCards() throws Exception {
        Acceptance a = check(FakeMachine.TRAINING, "h100-training-6-of-8");
        assertEquals(Verdict.FAIL, a.line("count").verdict());
        assertEquals("only 6 of the 8 cards are visible", words(a, "count"));
        assertEquals("Ask the vendor for the 2 missing cards before the first payment.", EN.format(a.line("count").ask()));
        assertEquals(Verdict.PASS, a.line("interconnect").verdict());
    }

    @Test
    void aSataDiskWhereTrainingNeedsNvme() throws Exception {
        Acceptance a = check(FakeMachine.TRAINING, "h100-training-sata-disk");
        assertEquals(Verdict.FAIL, a.line("disk").verdict());
        assertEquals(Verdict.FAIL, a.line("diskRead").verdict());
        // 536,870,912 bytes in 1.03245 s = 520 MB/s, under docs/domain.md §4's 1 GB/s for training
        assertEquals("520 MB/s, training needs at least 1,000 MB/s", words(a, "diskRead"));
    }

    @Test
    void a4090dDeliveredForA4090() throws Exception {
        Acceptance a = check(FakeMachine.VISION, "vision-4090d-for-4090");
        assertEquals(Verdict.FAIL, a.line("model").verdict());
        assertEquals("delivered RTX 4090D, the quote names NVIDIA GeForce RTX 4090: not the quoted card", words(a, "model"));
        assertEquals(Verdict.PASS, a.line("memory").verdict()); // the same 24 GB: only the name tells
    }

    @Test
    void aModifiedCardWithDoubleMemoryIsNamed() throws Exception {
        Advice advice = FakeMachine.advice(FakeMachine.VISION);
        Delivered d = ResultFile.read("x", "", "nvidia-smi", List.of(new Probe("nvidia_smi_query", "ok", 0, "",
                ToolOutputsTest.out("rtx4090-48g-query.csv"))), List.of(), true);
        Acceptance a = AcceptanceCheck.check(advice, d);
        assertEquals(Verdict.WARN, a.line("memory").verdict());
        assertEquals("48 GiB on a card the maker sells with 24 GB: a modified card, without the maker's warranty",
                words(a, "memory"));
    }

    @Test
    void fewerNvlinkLinksThanTheQuotedCard() throws Exception {
        Advice advice = FakeMachine.advice(FakeMachine.TRAINING);
        Delivered d = ResultFile.read(TrialKit.planId(advice), TrialKit.titleOf(advice.plan().plan()),
                "nvidia-smi", List.of(new Probe("nvidia_smi_query", "ok", 0, "", ToolOutputsTest.out("h100-query.csv")),
                        new Probe("nvidia_topo", "ok", 0, "", ToolOutputsTest.out("h100-topo.txt")),
                        new Probe("nvidia_nvlink", "ok", 0, "", ToolOutputsTest.out("h800-nvlink.txt"))), List.of(), true);
        Acceptance a = AcceptanceCheck.check(advice, d);
        // 8 links × 26.562 GB/s × 2 directions = 425 GB/s against the H100 SXM's 900
        assertEquals("only 8 NVLink links, about 425 GB/s, where the quoted card has 900 GB/s: a card with fewer links",
                words(a, "interconnect"));
    }
}
