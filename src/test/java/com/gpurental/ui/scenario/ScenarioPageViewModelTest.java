package com.gpurental.ui.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.modelpage.ModelPageViewModel;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Step 1 without a toolkit: the two sides, the presets and the domestic switch. */
class ScenarioPageViewModelTest {

    private final AppContext context = UiFixture.context();
    private final WorkloadModel model = context.model();
    private final ScenarioPageViewModel page = new ScenarioPageViewModel(context);

    @Test
    void choosingTrainingSwitchesToTheGeneralTrainingPreset() {
        page.chooseScenario(Plan.Scenario.TRAINING);
        // catalog.json llm-training: llama-3-8b, bf16, full-parameter, 1B tokens; no target duration until the buyer sets
        // one (a plan file without training.targetDays has none, docs/cli.md).
        assertEquals(Plan.Scenario.TRAINING, model.scenario.get());
        assertEquals("llm-training", model.presetId.get());
        assertEquals("llama-3-8b", model.modelId.get());
        assertEquals(Precision.BF16, model.precision.get());
        assertEquals(TrainingMethod.FULL, model.method.get());
        assertEquals("1B", model.tokens.get());
        assertEquals("", model.targetDays.get());
    }

    @Test
    void choosingTheSideAlreadyChosenKeepsThePresetAndTheEdits() {
        page.choosePreset("small-training");
        model.targetDays.set("10");
        page.chooseScenario(Plan.Scenario.TRAINING);
        assertEquals("small-training", model.presetId.get());
        assertEquals("10", model.targetDays.get());
    }

    @Test
    void choosingInferenceFromATrainingPresetFallsBackToGeneralInference() {
        page.choosePreset("small-training");
        page.chooseScenario(Plan.Scenario.INFERENCE);
        assertEquals(Plan.Scenario.INFERENCE, model.scenario.get());
        assertEquals("llm-inference", model.presetId.get());
        assertEquals("qwen2.5-72b", model.modelId.get());
    }

    @Test
    void choosingAPresetSetsItsSide() {
        page.choosePreset("large-training");
        assertEquals(Plan.Scenario.TRAINING, page.scenarioProperty().get());
        assertEquals("large-training", page.presetProperty().get());
        page.choosePreset("chat-inference");
        assertEquals(Plan.Scenario.INFERENCE, page.scenarioProperty().get());
    }

    @Test
    void presetsAreSplitIntoTrainingAndInferenceInCatalogOrder() {
        // catalog.json "scenarios", in file order, split by "workload".
        assertEquals(List.of("small-training", "large-training", "research-compute", "llm-training"),
                page.presets(Plan.Scenario.TRAINING).stream().map(ScenarioPreset::id).toList());
        assertEquals(List.of("vision-inspection", "chat-inference", "multimodal-inference", "llm-inference",
                        "deepseek-private", "r1-distill-service", "qwen3-moe-service"),
                page.presets(Plan.Scenario.INFERENCE).stream().map(ScenarioPreset::id).toList());
    }

    @Test
    void cardsShowTheKeyIndicatorsOfDomainSection2() {
        ScenarioPreset chat = UiFixture.CATALOG.scenario("chat-inference").orElseThrow();
        ScenarioPreset small = UiFixture.CATALOG.scenario("small-training").orElseThrow();
        ScenarioPreset large = UiFixture.CATALOG.scenario("large-training").orElseThrow();
        // docs/domain.md §2: chat ≥16 GB, ≥50 users per card, 1–2 cards; the 1 s target is what the engine checks, the
        // time to the first token, and the rest of the reply comes at the preset's 10 tokens/s per user.
        assertEquals("≥16 GB per card · ≥50 users per card · first token ≤1 s · ≥10 tokens/s per user · typically 1–2 cards",
                ScenarioPageViewModel.indicators(chat, UiFixture.EN));
        assertEquals("单卡显存 ≥16 GB · 每卡 ≥50 位用户 · 首个词元 ≤1 秒 · 每位用户 ≥10 词元/秒 · 通常 1–2 张卡",
                ScenarioPageViewModel.indicators(chat, UiFixture.ZH));
        // Multimodal: the 3 s target is the first token too, the answer at the preset's 20 tokens/s per user.
        ScenarioPreset multimodal = UiFixture.CATALOG.scenario("multimodal-inference").orElseThrow();
        assertEquals("≥48 GB per card · first token ≤3 s · ≥20 tokens/s per user · typically 1–4 cards",
                ScenarioPageViewModel.indicators(multimodal, UiFixture.EN));
        // Inspection: the 200 ms are per image, end to end.
        ScenarioPreset vision = UiFixture.CATALOG.scenario("vision-inspection").orElseThrow();
        assertEquals("≥16 GB per card · ≥140 TOPS INT8 · ≤200 ms per image · typically 2–4 cards",
                ScenarioPageViewModel.indicators(vision, UiFixture.EN));
        assertEquals("单卡显存 ≥16 GB · INT8 ≥140 TOPS · 每张图 ≤200 毫秒 · 通常 2–4 张卡",
                ScenarioPageViewModel.indicators(vision, UiFixture.ZH));
        // docs/domain.md §2: small training ≥24 GB per card, ≥28 TFLOPS FP16; LoRA on one card (the card's own
        // defaults, ScenarioCardCardsTest), 4–8 cards for full training: 1–8 cards.
        assertEquals("≥24 GB per card · ≥28 TFLOPS FP16 per card · typically 1–8 cards",
                ScenarioPageViewModel.indicators(small, UiFixture.EN));
        // docs/domain.md §2: large training ≥80 GB per card, ≥1000 TFLOPS FP16 in total, interconnect ≥400 GB/s, 16–32 cards.
        assertEquals("≥80 GB per card · ≥1,000 TFLOPS FP16 in total · link ≥400 GB/s · typically 16–32 cards",
                ScenarioPageViewModel.indicators(large, UiFixture.EN));
    }

    @Test
    void domesticSwitchLeavesOnlyDomesticGpusAndRecommendsAscend() {
        // docs/domain.md §3.6: one server of 910B cards gives the 70B model about 18.7 tokens/s a user, and a second
        // server is a second pipeline stage (memory, not speed): the domestic answer is asked for 15 tokens/s.
        model.tokensPerSecond.set("15");
        page.domesticOnlyProperty().set(true);
        assertTrue(model.advice().candidates().stream().allMatch(c -> c.gpu().domestic()));
        // docs/domain.md §2: domestic → Ascend 910B.
        assertEquals("ascend-910b", model.advice().leading().orElseThrow().gpu().id());
    }

    @Test
    void theScenarioPageHasNoFieldThatCanBeWrong() {
        model.parameters.set("abc");
        assertTrue(page.isValid());
        assertFalse(new ModelPageViewModel(context).isValid());
    }
}
