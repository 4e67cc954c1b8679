package com.gpurental.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Candidate;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.ui.UiFixture;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * What the scenario preset fills in is shown in its field and left out of the plan; what the buyer types, or a plan gives,
 * is written (audit 33 §2: the engine holds a written speed per user as the buyer's own, a hard target, and the
 * preset's as soft).
 */
class PresetDefaultsNotWrittenTest {

    /** The auditor's /work/plans/ds.json: DeepSeek-R1 for 200 staff, a year, ¥50,000 a month; no speed of her own. */
    static final String DS = """
            {"title":"DeepSeek-R1 for 200 staff","scenario":"inference","preset":"deepseek-private",
             "inference":{"users":{"people":200,"busyShare":30,"requestsPerHour":6}},"budget":{"monthlyCny":50000},
             "rental":{"durationDays":365}}""";

    private final WorkloadModel model = UiFixture.context().model();

    private static Plan parse(String json) throws InputException {
        return PlanJson.parse("plan.json", json.getBytes(StandardCharsets.UTF_8));
    }

    private Double writtenSpeed() {
        return model.snapshot().plan().inference().tokensPerSecondPerUser();
    }

    @Test
    void thePresetsSpeedIsShownNotWrittenAndTheAppRents24A100sAsAdviseDoes() throws InputException {
        model.load(parse(DS));
        // catalog.json deepseek-private: 10 词元/秒 a user, a soft target; `advise ds.json` lists 24 张 NVIDIA A100 40GB
        // (audit 33 §2; the app said 40 while it wrote the 10 into the plan as the buyer's own)
        assertEquals("10", model.tokensPerSecond.get());
        assertNull(writtenSpeed());
        Candidate a100 = model.advice().allCandidates().stream().filter(c -> c.gpu().id().equals("a100-40g")).findFirst()
                .orElseThrow();
        assertEquals(24, a100.cards());
    }

    @Test
    void aSpeedTypedIsTheBuyersOwnEvenBackAtThePresetsAndUndoMakesItThePresetsAgain() {
        model.applyPreset("deepseek-private");
        WorkloadInputs.Inputs before = model.inputs();
        model.tokensPerSecond.set("12");
        assertEquals(12.0, writtenSpeed());
        model.tokensPerSecond.set("10");
        assertEquals(10.0, writtenSpeed());
        model.restore(before);
        assertEquals("10", model.tokensPerSecond.get());
        assertNull(writtenSpeed());
    }

    @Test
    void typingOverThePresetsFigureIsOneUndoStepAsInAnyField() {
        WorkloadInputs.Inputs before = model.inputs();
        model.concurrentUsers.set(""); // the field selected and typed over: its mark goes, the same edit
        model.concurrentUsers.set("12");
        assertTrue(before.sameTextEdit(model.inputs()));
        assertEquals(12, model.snapshot().plan().inference().concurrentUsers());
    }

    @Test
    void aPlanThatGivesThePresetsValueKeepsItAsItsOwn() throws InputException {
        model.load(parse("""
                {"scenario":"inference","preset":"deepseek-private","inference":{"tokensPerSecondPerUser":10,
                 "concurrentUsers":10,"contextTokens":32768},"rental":{"durationDays":90,"hoursPerDay":24}}"""));
        Plan written = model.snapshot().plan();
        assertEquals(10.0, written.inference().tokensPerSecondPerUser());
        assertEquals(10, written.inference().concurrentUsers());
        assertEquals(32768, written.inference().contextTokens());
        assertEquals(90.0, written.rental().durationDays());
        assertEquals(24.0, written.rental().hoursPerDay());
    }

    @Test
    void aFreshPresetWritesNoneOfItsFigures() {
        model.applyPreset("chat-inference");
        // catalog.json chat-inference: 2,048 tokens, 100 users, 10 词元/秒, 90 days, 24 h: shown, none written
        Plan written = model.snapshot().plan();
        assertEquals("100", model.concurrentUsers.get());
        assertNull(written.inference().concurrentUsers());
        assertNull(written.inference().contextTokens());
        assertNull(written.inference().tokensPerSecondPerUser());
        assertNull(written.rental().durationDays());
        assertNull(written.rental().hoursPerDay());
    }
}
