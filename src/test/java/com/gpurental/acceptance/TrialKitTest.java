package com.gpurental.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.advice.Advice;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The kit: its script filled in for the plan, its instruction in both languages, and the script run on this machine. */
class TrialKitTest {

    @Test
    void theKitHoldsTheScriptForThisPlanAndTheInstruction(@TempDir Path dir) throws Exception {
        Advice a = FakeMachine.advice(FakeMachine.CHAT);
        List<Path> files = TrialKit.write(a, Messages.forLocale(Messages.ZH), dir);
        assertEquals(List.of(dir.resolve("gpu-check.sh"), dir.resolve("README.txt")), files);
        String script = Files.readString(files.get(0));
        String id = TrialKit.planId(a);
        assertEquals(12, id.length());
        assertTrue(script.contains("PLAN_ID='" + id + "'"), script);
        assertTrue(script.contains("PLAN_CONTEXT=4096"));
        assertTrue(script.contains("PLAN_CARDS=2"));
        assertFalse(script.contains("@PLAN_"), "every placeholder is filled in");
        assertTrue(Files.isExecutable(files.get(0)));
        String zh = Files.readString(files.get(1));
        assertTrue(zh.startsWith("试跑与验收检查\n"), zh);
        assertTrue(zh.contains("按方案，这台机器应有 2 张 NVIDIA H20 96GB"), zh);
        assertTrue(zh.contains("2. 以普通用户运行：bash gpu-check.sh"), zh);
        String en = TrialKit.instructions(a, Messages.forLocale(Messages.EN));
        assertTrue(en.contains("The plan expects 2 × NVIDIA H20 96GB on this machine"), en);
        assertTrue(en.contains("advise PLAN --acceptance gpu-check-result.json"), en);
    }

    @Test
    void thePlanIdFollowsWhatIsChecked() throws Exception {
        Advice chat = FakeMachine.advice(FakeMachine.CHAT);
        assertEquals(TrialKit.planId(chat), TrialKit.planId(FakeMachine.advice(FakeMachine.CHAT)));
        // the same 70B model and cards, quoted by a vendor: another id
        assertFalse(TrialKit.planId(chat).equals(TrialKit.planId(FakeMachine.advice("examples/chat-70b-quotes.json"))));
    }

    /** The real script on this machine, which has no GPU: it finishes, says so, and its file imports with that verdict. */
    @Test
    void theScriptRunsHereFindsNoGpuAndItsResultImports(@TempDir Path dir) throws Exception {
        Advice a = FakeMachine.advice(FakeMachine.CHAT);
        TrialKit.write(a, Messages.forLocale(Messages.EN), dir.resolve("kit"));
        Path result = FakeMachine.run(dir.resolve("kit/gpu-check.sh"), dir, null, false);
        String log = Files.readString(dir.resolve("stderr.txt"));
        assertTrue(log.contains("no GPU found: none of nvidia-smi, npu-smi, rocm-smi, hy-smi answered"), log);
        assertTrue(log.contains("result written to"), log);
        JsonNode root = PlanJson.MAPPER.readTree(result.toFile());
        assertTrue(root.path("complete").asBoolean());
        assertEquals("", root.path("gpuTool").asText());
        List<String> notFound = PlanJson.MAPPER.convertValue(root.path("notFound"), List.class);
        assertTrue(notFound.contains("nvidia-smi"), notFound.toString());
        assertFalse(Files.exists(dir.resolve(".gpu-check-read-test")), "the read test's file is removed");
        assertEquals(List.of(), Files.list(dir).filter(p -> p.getFileName().toString().startsWith(".gpu-check")).toList());

        Delivered d = ResultFile.read(result);
        assertTrue(d.probe("lscpu").ok(), "lscpu answered on this machine");
        assertTrue(d.ramBytes() != null && d.ramBytes() > 0);
        Acceptance acc = AcceptanceCheck.check(a, d);
        assertEquals(Verdict.PASS, acc.line("plan").verdict());
        assertEquals(Verdict.FAIL, acc.line("model").verdict());
        assertEquals("no GPU found: none of nvidia-smi, npu-smi, rocm-smi, hy-smi answered",
                Messages.forLocale(Messages.EN).format(acc.line("model").words()));
        assertEquals(Verdict.FAIL, acc.overall());
    }

    /** The prepared result of examples/acceptance is what the script writes today on the same stand-in tools. */
    @Test
    void thePreparedResultIsWhatTheScriptWritesToday(@TempDir Path dir) throws Exception {
        FakeMachine.Case c = FakeMachine.CASES.get(0);
        Delivered fresh = ResultFile.read(FakeMachine.result(c, dir));
        Delivered prepared = ResultFile.read(Path.of("examples/acceptance", c.name() + ".result.json"));
        Advice a = FakeMachine.advice(c.plan());
        assertEquals(AcceptanceCheck.check(a, prepared).lines(), AcceptanceCheck.check(a, fresh).lines());
        assertEquals(prepared.gpus(), fresh.gpus());
        assertEquals(prepared.decode(), fresh.decode());
    }
}
