package com.gpurental.ui.model;

import static com.gpurental.ui.UiFixture.EN;
import static com.gpurental.ui.UiFixture.ZH;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.catalog.RentalMode;
import com.gpurental.plan.Count;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.UiFixture;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shared workload model without a toolkit: preset defaults, validation, recompute on change,
 * and plans in and out. Preset figures come from catalog.json ("scenarios"), costs from
 * docs/domain.md §3 (H20 container ¥6.20 per card-hour, 1 month = 720 h).
 */
class WorkloadModelTest {

    private final WorkloadModel model = UiFixture.context().model();

    private Candidate leading() {
        return model.advice().leading().orElseThrow();
    }

    // ------------------------------------------------------------------ presets

    @Test
    void startsWithTheGeneralInferencePresetAndItsQwen72bModel() {
        // catalog.json llm-inference: qwen2.5-72b (72.7B), fp16, 4096 tokens, 1 user, 20 tokens/s, 30 days, 24 h, auto.
        assertAll(
                () -> assertEquals(Plan.Scenario.INFERENCE, model.scenario.get()),
                () -> assertEquals("llm-inference", model.presetId.get()),
                () -> assertEquals("qwen2.5-72b", model.modelId.get()),
                () -> assertEquals("72.7B", model.parameters.get()),
                () -> assertEquals(Precision.FP16, model.precision.get()),
                () -> assertEquals("4096", model.contextTokens.get()),
                () -> assertEquals("1", model.concurrentUsers.get()),
                () -> assertEquals("20", model.tokensPerSecond.get()),
                () -> assertEquals("30", model.durationDays.get()),
                () -> assertEquals("24", model.hoursPerDay.get()),
                () -> assertEquals(Plan.RentalChoice.AUTO, model.rentalMode.get()),
                () -> assertEquals("", model.budget.get()),
                () -> assertEquals(Map.of(), model.errors()),
                () -> assertNotNull(model.advice()));
    }

    @Test
    void chatInferencePresetFillsQwen7bFp16With2048TokensAnd100Users() {
        model.applyPreset("chat-inference");
        // catalog.json chat-inference: qwen2.5-7b (7.61B), fp16, 2048 tokens, 100 users, 10 tokens/s, 90 days, 24 h.
        assertAll(
                () -> assertEquals(Plan.Scenario.INFERENCE, model.scenario.get()),
                () -> assertEquals("qwen2.5-7b", model.modelId.get()),
                () -> assertEquals("7.61B", model.parameters.get()),
                () -> assertEquals(Precision.FP16, model.precision.get()),
                () -> assertEquals("2048", model.contextTokens.get()),
                () -> assertEquals("100", model.concurrentUsers.get()),
                () -> assertEquals("10", model.tokensPerSecond.get()),
                () -> assertEquals("90", model.durationDays.get()),
                () -> assertEquals("24", model.hoursPerDay.get()),
                () -> assertEquals("", model.tokens.get()),
                () -> assertEquals("", model.targetDays.get()),
                () -> assertEquals(Map.of(), model.errors()));
    }

    @Test
    void smallTrainingPresetFillsLoraOnLlama2_7bWithNoTarget() {
        model.applyPreset("small-training");
        // catalog.json small-training: llama-2-7b (6.74B), bf16, LoRA, 0.1B tokens, sequence 2048, 14 days, 24 h. The 14
        // days are not a target: a plan file without training.targetDays has none (docs/cli.md "no deadline"), and the
        // app answers a fresh preset as `advise` answers the bare plan (SameAnswerAsAdviseTest).
        assertAll(
                () -> assertEquals(Plan.Scenario.TRAINING, model.scenario.get()),
                () -> assertEquals("llama-2-7b", model.modelId.get()),
                () -> assertEquals("6.74B", model.parameters.get()),
                () -> assertEquals(Precision.BF16, model.precision.get()),
                () -> assertEquals(TrainingMethod.LORA, model.method.get()),
                () -> assertEquals("0.1B", model.tokens.get()),
                () -> assertEquals("2048", model.sequenceLength.get()),
                () -> assertEquals("", model.targetDays.get()),
                // training: the rental period follows the time estimate, so the duration stays empty
                () -> assertEquals("", model.durationDays.get()),
                () -> assertEquals("", model.contextTokens.get()),
                () -> assertEquals("", model.concurrentUsers.get()),
                () -> assertEquals(Map.of(), model.errors()));
    }

    @Test
    void visionPresetFillsImageSizeVolumeAndLatency() {
        model.applyPreset("vision-inspection");
        // catalog.json vision-inspection: 20 MP, 500,000 images a day, ≤200 ms, int8, 90 days, monthly.
        assertAll(
                () -> assertEquals("20", model.megapixels.get()),
                () -> assertEquals("500,000", model.imagesPerDay.get()),
                () -> assertEquals("200", model.latencyMs.get()),
                () -> assertEquals(Precision.INT8, model.precision.get()),
                () -> assertEquals("90", model.durationDays.get()),
                () -> assertEquals(Plan.RentalChoice.MONTHLY, model.rentalMode.get()),
                () -> assertEquals(Map.of(), model.errors()));
    }

    @Test
    void anotherPresetClearsTheFieldsThePreviousOneFilled() {
        model.applyPreset("vision-inspection");
        model.applyPreset("chat-inference");
        assertEquals("", model.megapixels.get());
        assertEquals("", model.imagesPerDay.get());
        assertEquals("", model.latencyMs.get());
    }

    @Test
    void presetDefaultsStayEditable() {
        model.applyPreset("chat-inference");
        model.concurrentUsers.set("300");
        assertEquals(300, model.snapshot().plan().inference().concurrentUsers());
        assertEquals(300, model.advice().plan().workload().concurrentUsers());
    }

    @Test
    void typingAParameterCountReplacesTheChosenModel() {
        model.parameters.set("70B");
        assertNull(model.modelId.get());
        Plan plan = model.snapshot().plan();
        assertNull(plan.model().id());
        assertEquals(new Count(70, "70B"), plan.model().parameters());
    }

    @Test
    void countsTypedInTheWizardReachTheEngineAsNumbersAndThePlanAsTyped() {
        model.parameters.set(" 700亿 ");
        model.activeParameters.set("7,000,000,000");
        Plan plan = model.snapshot().plan();
        assertEquals(new Count(70, "700亿"), plan.model().parameters());
        assertEquals(new Count(7, "7,000,000,000"), plan.model().activeParameters());
        assertEquals(70.0, model.advice().plan().workload().architecture().parametersB(), 0.0);
        assertEquals(7.0, model.advice().plan().workload().architecture().activeParametersB(), 0.0);
        // A blank token count is the preset's default; a bad one is named at its field whatever the scenario, as the plan
        // reader refuses it in any plan file.
        model.tokens.set(" ");
        assertNull(model.snapshot().plan().training().tokens());
        model.tokens.set("abc");
        assertNull(model.snapshot().plan().training().tokens());
        assertEquals("Training data (tokens): \"abc\" is not a token count. Enter a count such as 2B, 20亿 or 1.5T.",
                EN.format(model.errors().get(WorkloadModel.F_TOKENS)));
        assertEquals(1, model.errors().size());
    }

    @Test
    void retypingTheChosenModelsOwnCountKeepsTheModel() {
        model.parameters.set(" 72.7B ");
        assertEquals("qwen2.5-72b", model.modelId.get());
        assertEquals("qwen2.5-72b", model.snapshot().plan().model().id());
    }

    @Test
    void choosingAKnownModelFillsItsCountAndClearsTheTypedShape() {
        model.parameters.set("70B");
        model.layers.set("60");
        model.selectModel("llama-2-13b");
        assertEquals("llama-2-13b", model.modelId.get());
        assertEquals("13.02B", model.parameters.get()); // catalog.json llama-2-13b: 13.02B
        assertEquals("", model.layers.get());
    }

    // ------------------------------------------------------------------ validation

    @Test
    void lettersAsParameterCountGiveAMessageNamingTheFieldWithAnExample() {
        model.parameters.set("abc");
        Message m = model.errors().get(WorkloadModel.F_PARAMETERS);
        assertEquals("Parameter count: \"abc\" is not a parameter count. Enter a count such as 7B, 70亿 or 0.5B.", EN.format(m));
        assertEquals("参数量：“abc”不是有效的参数量。请填写例如 7B、70亿 或 0.5B。", ZH.format(m));
        assertEquals(1, model.errors().size());
    }

    @Test
    void negativeParameterCountGivesAMessageNamingTheFieldWithAnExample() {
        model.parameters.set("-5");
        Message m = model.errors().get(WorkloadModel.F_PARAMETERS);
        assertEquals("Parameter count: \"-5\" is negative. Enter a positive count such as 7B.", EN.format(m));
        assertEquals("参数量：“-5”是负数。请填写正数，例如 7B。", ZH.format(m));
    }

    @Test
    void emptyParameterCountIsAProblemForAnLlm() {
        model.parameters.set("");
        assertEquals("Parameter count is empty. Enter a count such as 7B, 70亿 or 0.5B.",
                EN.format(model.errors().get(WorkloadModel.F_PARAMETERS)));
    }

    @Test
    void parameterCountIsNotAskedForAVisionWorkload() {
        model.applyPreset("vision-inspection");
        model.parameters.set("abc");
        assertEquals(Map.of(), model.errors());
    }

    @Test
    void emptyBudgetIsFine() {
        model.budget.set("10000");
        model.budget.set("");
        assertEquals(Map.of(), model.errors());
        assertEquals(Plan.Budget.NONE, model.snapshot().plan().budget());
    }

    @Test
    void twentyFiveHoursPerDayIsRejected() {
        model.hoursPerDay.set("25");
        Message m = model.errors().get(WorkloadModel.F_HOURS);
        assertEquals("Hours of use per day: 25 is outside the valid range: more than 0, up to 24 (e.g. 8).", EN.format(m));
        assertEquals("每天使用小时数：25 超出有效范围：须大于 0、不超过 24（例如 8）。", ZH.format(m));
    }

    @Test
    void twentyFourHoursPerDayIsFine() {
        model.hoursPerDay.set("25");
        model.hoursPerDay.set("24");
        assertEquals(Map.of(), model.errors());
    }

    @Test
    void fractionOfAUserIsRejected() {
        model.concurrentUsers.set("1.5");
        assertEquals("Concurrent users must be a whole number, not 1.5 (e.g. 100).",
                EN.format(model.errors().get(WorkloadModel.F_USERS)));
    }

    @Test
    void anEngineProblemIsShownAtItsFieldNotAsAGeneralError() {
        // The fields pass their own checks; the engine (PlanResolver) finds the contradiction.
        model.attentionHeads.set("8");
        model.kvHeads.set("16");
        assertEquals(Map.of(WorkloadModel.F_KV_HEADS, Message.of("error.plan.kvAboveHeads", 16, 8)), model.errors());
        assertEquals("KV heads (16) cannot exceed attention heads (8).",
                EN.format(model.errors().get(WorkloadModel.F_KV_HEADS)));
    }

    @Test
    void trainingAtInt4WithoutQloraIsAPrecisionProblem() {
        model.applyPreset("small-training");
        model.precision.set(Precision.INT4);
        assertEquals("Training at INT4 is not supported; use BF16 (or QLoRA for a 4-bit base).",
                EN.format(model.errors().get(WorkloadModel.F_PRECISION)));
        model.method.set(TrainingMethod.QLORA);
        assertEquals(Map.of(), model.errors());
    }

    @Test
    void aBadValueKeepsTheLastGoodAdviceAndFixingItRecomputes() {
        Advice good = model.advice();
        model.parameters.set("abc");
        assertSame(good, model.advice());
        model.parameters.set("70B");
        assertNotEquals(good, model.advice());
        assertEquals(Map.of(), model.errors());
    }

    // ------------------------------------------------------------------ recompute

    @Test
    void seventyBFp16HourlyIsTwoH20At8928AMonth() {
        UiFixture.seventyBChatHourly(model);
        Candidate c = leading();
        // docs/domain.md §3: 2 × H20 container 720 h = 6.20 × 2 × 720 = ¥8,928.
        assertEquals("h20", c.gpu().id());
        assertEquals(2, c.cards());
        assertEquals(RentalMode.HOURLY, c.cost().mode());
        assertEquals(new BigDecimal("8928.00"), c.cost().monthlyCostCny().amount());
        // docs/domain.md §3: weights 140 GB + KV 1.34 GB + 2 × 1 GB overhead, × 1.2 = 172.0 GB.
        assertEquals(172.0, model.advice().memory().requiredGb(), 0.05);
    }

    @Test
    void precisionFp16ToInt8MovesSeventyBFromTwoH20ToOne() {
        UiFixture.seventyBChatHourly(model);
        assertEquals(2, leading().cards());
        model.precision.set(Precision.INT8);
        // docs/domain.md §3: 70B at INT8 = 70 GB, fits one H20 96GB; 6.20 × 1 × 720 = ¥4,464.
        assertEquals("h20", leading().gpu().id());
        assertEquals(1, leading().cards());
        assertEquals(new BigDecimal("4464.00"), leading().cost().monthlyCostCny().amount());
        assertEquals(Precision.INT8, model.advice().plan().workload().precision());
    }

    @Test
    void everyInputChangeRecomputesExactlyOnce() {
        List<Advice> published = new ArrayList<>();
        model.adviceProperty().addListener((o, was, now) -> published.add(now));
        long before = model.revisionProperty().get();
        model.concurrentUsers.set("2");
        assertEquals(1, published.size());
        assertEquals(before + 1, model.revisionProperty().get());
        assertEquals(2, published.get(0).plan().workload().concurrentUsers());
    }

    @Test
    void aPresetIsOneRecomputeNotOnePerField() {
        List<Advice> published = new ArrayList<>();
        model.adviceProperty().addListener((o, was, now) -> published.add(now));
        long before = model.revisionProperty().get();
        model.applyPreset("chat-inference");
        assertEquals(1, published.size());
        assertEquals(before + 1, model.revisionProperty().get());
    }

    @Test
    void domesticOnlyLeavesOnlyDomesticCandidates() {
        // docs/domain.md §3.6: one server of 910B cards gives the 70B model about 18.7 tokens/s a user, and a second
        // server is a second pipeline stage (memory, not speed): the domestic answer is asked for 15 tokens/s.
        model.tokensPerSecond.set("15");
        model.domesticOnly.set(true);
        assertFalse(model.advice().candidates().isEmpty());
        assertTrue(model.advice().candidates().stream().allMatch(c -> c.gpu().domestic()),
                () -> model.advice().candidates().stream().map(c -> c.gpu().id()).toList().toString());
        model.domesticOnly.set(false);
        assertTrue(model.advice().candidates().stream().anyMatch(c -> !c.gpu().domestic()));
    }

    @Test
    void resultsFiltersAreInputsToo() {
        UiFixture.seventyBChatHourly(model);
        model.maxCards.set(1);
        assertEquals(1, model.snapshot().plan().filters().maxCards());
        // No single card holds 172 GB at FP16 (the largest, H200, has 141 GB).
        assertTrue(model.advice().candidates().isEmpty());
        model.maxCards.set(0);
        model.allowedModes.remove(RentalMode.DAILY);
        // the filters are the buyer's modes: the cluster estimate (RentalMode.CLUSTER) is the engine's, never a filter
        assertEquals(EnumSet.complementOf(EnumSet.of(RentalMode.DAILY, RentalMode.CLUSTER)),
                model.snapshot().plan().filters().modes());
    }

    // ------------------------------------------------------------------ plans in and out

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"llm-inference", "chat-inference", "multimodal-inference", "vision-inspection",
        "research-compute", "small-training", "large-training", "llm-training"})
    void loadingTheSnapshotOfAPresetGivesTheSamePlan(String preset) {
        model.applyPreset(preset);
        assertRoundTrip();
    }

    @Test
    void loadingTheSnapshotOfAnEditedPlanGivesTheSamePlan() {
        UiFixture.seventyBChatHourly(model);
        model.title.set("客服 70B");
        model.kvHeads.set("8");
        model.headDim.set("128");
        model.layers.set("80");
        model.tokensPerSecond.set("15.5");
        model.domesticOnly.set(true);
        model.budgetKind.set(BudgetKind.TOTAL);
        model.budget.set("¥20,000");
        model.maxCards.set(8);
        model.allowedModes.remove(RentalMode.QUARTERLY);
        assertRoundTrip();
    }

    @Test
    void loadingTheSnapshotOfAHybridTrainingPlanGivesTheSamePlan() {
        model.applyPreset("small-training");
        model.selectModel("qwen2.5-14b");
        model.method.set(TrainingMethod.QLORA);
        model.microBatch.set("2");
        model.durationDays.set("20");
        model.rentalMode.set(Plan.RentalChoice.HYBRID);
        model.peakCards.set("2");
        model.peakHours.set("6");
        model.budget.set("3000");
        assertRoundTrip();
    }

    @Test
    void theLoadInTheBuyersWordsAndAPeakWindowSurviveTheWizardAndSizeTheService() {
        // Issue 31: people × busy share × requests an hour reach the engine as requests in flight (the expert's field
        // left blank), and the load, a batch job and a peak window read back from a saved plan.
        model.applyPreset("chat-inference");
        model.concurrentUsers.set("");
        model.people.set("200");
        model.busyShare.set("30");
        model.requestsPerHour.set("6");
        model.prefixCacheShare.set("40");
        model.rentalMode.set(Plan.RentalChoice.HYBRID);
        model.peakDays.set("14");
        model.peakWindowHours.set("14");
        model.peakMultiple.set("4");
        assertRoundTrip();
        // 0.1 requests a second × 22.5 s in service → 3 in flight (LoadInBuyersWordsTest).
        assertEquals(3, model.advice().plan().workload().concurrentUsers());
        assertEquals(new Plan.Peak(14, 14.0, 4.0), model.snapshot().plan().rental().peak());
        model.busyShare.set("130");
        assertEquals("Share in the busiest hour (%): 130 is outside the valid range: more than 0, up to 100 (e.g. 30).",
                Messages.forLocale(Messages.EN)
                        .format(model.errors().get(WorkloadInputs.F_BUSY_SHARE)));
    }

    @Test
    void aPlanFilesThinkingSwitchAndSpeculativeDecodingSurviveTheWizard() {
        // Issue 31: no wizard control sets them; a plan opened with them keeps them when saved from the app.
        UiFixture.seventyBChatHourly(model);
        Plan loaded = model.snapshot().plan();
        loaded = loaded.withInference(loaded.inference().withDecoding(false, Plan.Speculative.MTP));
        WorkloadModel other = UiFixture.context().model();
        other.load(loaded);
        assertEquals(loaded, other.snapshot().plan());
        other.tokensPerSecond.set("12");
        assertEquals(Boolean.FALSE, other.snapshot().plan().inference().thinking());
        assertEquals(Plan.Speculative.MTP, other.snapshot().plan().inference().speculative());
    }

    @Test
    void aLoadedMemorySpareAndKvPrecisionSurviveTheWizard() {
        // "memory": {"sparePercent"} and "inference": {"kvCachePrecision"} are fields of the Memory page; a
        // plan opened with them shows and keeps them, and the engine uses them (a 10% spare, an FP8 KV cache).
        UiFixture.seventyBChatHourly(model);
        Plan loaded = model.snapshot().plan().withMemory(new Plan.Memory(10.0));
        loaded = loaded.withInference(new Plan.Inference(loaded.inference().contextTokens(),
                loaded.inference().concurrentUsers(), loaded.inference().tokensPerSecondPerUser(), KvPrecision.FP8));
        WorkloadModel other = UiFixture.context().model();
        other.load(loaded);
        assertEquals(loaded, other.snapshot().plan());
        assertEquals(10.0, other.advice().plan().workload().sparePercent(), 0.0);
        assertEquals(KvPrecision.FP8, other.advice().plan().workload().kvPrecision());
        assertEquals("10", other.sparePercent.get());
        assertEquals(KvPrecision.FP8, other.kvCachePrecision.get());
        other.tokensPerSecond.set("12");
        assertEquals(new Plan.Memory(10.0), other.snapshot().plan().memory());
    }

    private void assertRoundTrip() {
        assertEquals(Map.of(), model.errors());
        Plan before = model.snapshot().plan();
        WorkloadModel other = UiFixture.context().model();
        other.load(before);
        assertEquals(before, other.snapshot().plan());
        assertEquals(Map.of(), other.errors());
        assertEquals(model.advice().candidates().stream().map(WorkloadModelTest::describe).toList(),
                other.advice().candidates().stream().map(WorkloadModelTest::describe).toList());
    }

    private static String describe(Candidate c) {
        return c.cards() + "×" + c.gpu().id() + " " + c.cost().mode() + " " + c.cost().monthlyCostCny();
    }

    @Test
    void loadingAPlanIsOneRecompute() {
        Plan plan = model.snapshot().plan();
        long before = model.revisionProperty().get();
        model.load(plan);
        assertEquals(before + 1, model.revisionProperty().get());
    }

    /** Issue 33: Ctrl+N kept the last plan's 整个租期, so a monthly budget typed next was checked as the term's. */
    @org.junit.jupiter.api.Test
    void aNewPlanStartsFromTheMonthlyBudgetBasisWhateverTheLastPlanHad() {
        model.budgetKind.set(BudgetKind.TOTAL);
        model.budget.set("50000");

        model.load(Plan.empty());

        assertEquals(BudgetKind.MONTHLY, model.budgetKind.get());
        assertEquals("", model.budget.get());
    }
}
