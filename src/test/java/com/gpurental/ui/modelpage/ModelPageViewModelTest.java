package com.gpurental.ui.modelpage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.ModelPreset;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Messages;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Step 2 without a toolkit: model labels, sections per scenario, precision text, validation. */
class ModelPageViewModelTest {

    private final AppContext context = UiFixture.context();
    private final WorkloadModel model = context.model();
    private final ModelPageViewModel page = new ModelPageViewModel(context);

    private static ModelPreset preset(String id) {
        return UiFixture.CATALOG.model(id).orElseThrow();
    }

    @Test
    void knownModelsAreLabelledWithTheirSizeInBothLanguages() {
        // The issue's own example: "Qwen2.5-72B · 727亿参数" (72.7B = 727 × 10^8).
        assertEquals("Qwen2.5-72B · 727亿参数", ModelPageViewModel.modelLabel(preset("qwen2.5-72b"), UiFixture.ZH));
        assertEquals("Qwen2.5-72B · 72.7B parameters", ModelPageViewModel.modelLabel(preset("qwen2.5-72b"), UiFixture.EN));
        assertEquals("Llama-2-7B · 67.4亿参数", ModelPageViewModel.modelLabel(preset("llama-2-7b"), UiFixture.ZH));
    }

    @Test
    void aBusyShareBelowOnePercentIsReadAsTypedAndQuestionedBesideTheField() {
        // The field is in percent: "0.3" is 0.3 %, not 30 %. It is not reinterpreted; the load's sentence says what it
        // was read as and asks (200 × 0.3 % = 0.6 people in the busiest hour), in both languages.
        typeLoad(model, "0.3");
        String en = page.loadText().get();
        assertTrue(en.startsWith("200 people × 0.3% in the busiest hour"), en);
        assertTrue(en.endsWith("\nThe share in the busiest hour (%) is 0.3, that is 0.3 %: of 200 people only about 0.6 use"
                + " the service in that hour. 0.3 looks like a fraction.\n→ If you mean 30 %, enter 30 (the field is in percent:"
                + " 30 means 30 %); if it really is 0.3 %, leave it."), en);
        AppContext zhContext = UiFixture.context(Messages.ZH);
        typeLoad(zhContext.model(), "0.3");
        String zh = new ModelPageViewModel(zhContext).loadText().get();
        assertTrue(zh.endsWith("\n“最忙时段使用比例（%）”填的是 0.3，即 0.3%：200 人中最忙的一小时只有约 0.6 人在用。"
                + "0.3 看起来像小数。\n→ 如果指 30%，请输入 30（这一栏按百分数填写，例如 30 表示 30%）；如果确实只有 0.3%，可以不改。"), zh);
        for (String share : new String[] {"30", "1"}) {
            model.busyShare.set(share);
            assertFalse(page.loadText().get().contains("looks like a fraction"), page.loadText().get());
        }
    }

    @Test
    void aBatchJobWithItsFieldsEmptyAsksForThemNotForThePeople() {
        // session 19 tester (M): the batch box ticked, the load said "同时进行的请求 1 个（场景默认值）：填写使用人数即可…",
        // a people field the batch job does not have
        model.applyPreset("chat-inference");
        page.batchJob().set(true); // as the check box does: the preset's requests in flight are cleared
        assertEquals("Fill in the items, the tokens in and out of each and the deadline: the daily throughput it needs "
                + "appears here.", page.loadText().get());
        model.batchItems.set("10000000");
        model.batchInputTokens.set("2000");
        model.batchOutputTokens.set("200");
        model.batchDeadlineDays.set("5");
        assertTrue(page.loadText().get().startsWith("10,000,000 items in 5 days → 2,000,000 items a day"),
                page.loadText().get());
    }

    private static void typeLoad(WorkloadModel m, String busyShare) {
        m.applyPreset("chat-inference");
        m.concurrentUsers.set("");
        m.people.set("200");
        m.busyShare.set(busyShare);
        m.requestsPerHour.set("6");
    }

    @Test
    void inferenceShowsTheServiceSectionNotTheTrainingOne() {
        assertTrue(page.llmProperty().get());
        assertTrue(page.inferenceProperty().get());
        assertFalse(page.trainingProperty().get());
        assertFalse(page.visionProperty().get());
    }

    @Test
    void trainingShowsTheTrainingSection() {
        model.applyPreset("small-training");
        assertTrue(page.llmProperty().get());
        assertTrue(page.trainingProperty().get());
        assertFalse(page.inferenceProperty().get());
    }

    @Test
    void visualInspectionShowsImagesInsteadOfAModel() {
        model.applyPreset("vision-inspection");
        assertTrue(page.visionProperty().get());
        assertFalse(page.llmProperty().get());
        assertFalse(page.inferenceProperty().get());
    }

    @Test
    void scientificComputingAsksWhetherTheCodeNeedsDoublePrecision() {
        model.applyPreset("research-compute");
        assertTrue(page.computeProperty().get());
        assertFalse(page.visionProperty().get());
        assertFalse(page.llmProperty().get());
        // FP32 codes: the cheapest card with the FP32 figure, an RTX 4090 (82.6 TFLOPS FP32, 1.29 FP64).
        assertEquals("rtx-4090", model.adviceProperty().get().leading().orElseThrow().gpu().id());
        page.doublePrecisionProperty().set(true);
        assertTrue(model.snapshotProperty().get().compute().needsDoublePrecision());
        // FP64 codes: the A800 (9.7 TFLOPS FP64, the A100's figure) for a CUDA team; the RTX 4090 is ruled out.
        assertEquals("a800-80g", model.adviceProperty().get().leading().orElseThrow().gpu().id());
        // Another scenario starts unticked.
        model.applyPreset("chat-inference");
        assertFalse(page.computeProperty().get());
        assertFalse(model.doublePrecision.get());
    }

    @Test
    void precisionTextSaysWhatTheChoiceMeansAndWhatTheWeightsTake() {
        model.parameters.set("70B");
        // docs/domain.md §3: 70B at FP16 → weights 140 GB; at INT8 → 70 GB, plus the 16-bit embeddings and head an INT8
        // checkpoint keeps (Llama-3-70B's shape: 2.1 B parameters) = 72.1 GB — the figure the engine uses.
        assertEquals("16-bit (FP16): 2 bytes per parameter. Full quality for inference. The weights alone take 140 GB.",
                page.precisionText().get());
        model.precision.set(Precision.INT8);
        assertEquals("8-bit integers (INT8): 1 byte per parameter. Half the memory of FP16 with a small quality loss. "
                + "The weights alone take 72.1 GB.", page.precisionText().get());
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        assertEquals("8 位整数精度（INT8）：每个参数 1 字节。显存减半，质量略有下降。 仅模型权重就占 72.1 GB。", page.precisionText().get());
    }

    @Test
    void aBareCountBorrowsTheShapeOfTheNearestKnownModelAndSaysSo() {
        model.parameters.set("70B");
        // catalog.json: Llama-3.3-70B (70.55B), a size reference, is nearest to 70B: 80 layers, hidden 8192, 64 heads,
        // 8 KV heads, head dim 128.
        assertEquals("Architecture used: 80 layers, hidden size 8,192, 64 attention heads, 8 KV heads, head dimension 128. "
                + "(Not given: taken from Llama-3.3-70B, a current dense model of that size with grouped-query attention.)",
                page.architectureText().get());
    }

    @Test
    void badParameterCountMakesThePageInvalidWithTheMessageInTheCurrentLanguage() {
        assertTrue(page.isValid());
        model.parameters.set("abc");
        assertFalse(page.isValid());
        assertTrue(page.invalid(WorkloadModel.F_PARAMETERS).get());
        assertEquals("Parameter count: \"abc\" is not a parameter count. Enter a count such as 7B, 70亿 or 0.5B.",
                page.errorText(WorkloadModel.F_PARAMETERS).get());
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        assertEquals("参数量：“abc”不是有效的参数量。请填写例如 7B、70亿 或 0.5B。",
                page.errorText(WorkloadModel.F_PARAMETERS).get());
        model.parameters.set("-5");
        assertEquals("参数量：“-5”是负数。请填写正数，例如 7B。", page.errorText(WorkloadModel.F_PARAMETERS).get());
        model.parameters.set("70亿");
        assertTrue(page.isValid());
        assertEquals("", page.errorText(WorkloadModel.F_PARAMETERS).get());
    }

    @Test
    void aBadRentalFieldDoesNotBlockTheModelPage() {
        model.hoursPerDay.set("25");
        assertTrue(page.isValid());
    }

    @Test
    void selectingAKnownModelGoesThroughTheSharedModel() {
        page.selectModel("llama-3-70b");
        assertEquals("llama-3-70b", model.modelId.get());
        assertEquals("70.55B", page.parametersProperty().get());
        page.selectModel(null);
        assertEquals("llama-3-70b", model.modelId.get(), "clearing the search box keeps the model");
    }

    /** "the weights alone take 2 GB" stood beside the invalid 1e308 (the figure of an earlier keystroke). */
    @Test
    void noWeightsAreShownBesideAnInvalidParameterCount() {
        model.parameters.set("1");
        assertTrue(page.precisionText().get().endsWith("The weights alone take 2 GB."), page.precisionText().get());
        model.parameters.set("1e308");
        assertFalse(model.errors().isEmpty());
        assertFalse(page.precisionText().get().contains("weights alone"), page.precisionText().get());
    }

    @Test
    void aBareSevenBNamesTheModelItWasSizedAsAndOneClickPicksIt() {
        // "7B" is sized as Qwen2.5-7B (a current dense GQA model), said on the page with a button to pick it.
        model.parameters.set("7B");
        assertTrue(page.suggestionShown().get());
        // in plain words (issue 33): the attention layout is in the advanced part's architecture line
        assertEquals("Only the parameter count was given: the model is sized as Qwen2.5-7B (7.6B parameters), a current dense "
                + "model of that size. If it is another model, choose it among the known models (step 2).",
                page.suggestionText().get());
        assertEquals("Use Qwen2.5-7B", page.suggestionButtonText().get());
        page.pickSuggestedModel();
        assertEquals("qwen2.5-7b", model.modelId.get());
        assertFalse(page.suggestionShown().get());
    }

    @Test
    void aBareCountOfHundredsOfBillionsAsksWhichModelAndOffersTheNearest() {
        // From 100B no shape is guessed: the field says why, the page offers the nearest model (R1, the newer of the two
        // 671B models), and one click picks it — in FP8, as it is published.
        model.parameters.set("671B");
        assertTrue(page.suggestionShown().get());
        assertEquals("Use DeepSeek-R1", page.suggestionButtonText().get());
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        assertEquals("是哪个模型？这么大的模型大多是混合专家模型，仅凭参数量无法计算。规模最接近的是：DeepSeek-R1。",
                page.suggestionText().get());
        page.pickSuggestedModel();
        assertEquals("deepseek-r1", model.modelId.get());
        assertEquals(Precision.FP8, model.precision.get());
        assertTrue(model.errors().isEmpty(), model.errors().toString());
    }

    @Test
    void theListFindsAModelByTheNamePeopleUse() {
        // The label carries the first search name, which the list's search matches.
        assertEquals("DeepSeek-R1 · 671.03B parameters · DeepSeek 满血版",
                ModelPageViewModel.modelLabel(preset("deepseek-r1"), UiFixture.EN));
        // 100亿 and more in whole 亿 (issue 33: "6,710.3亿参数" mixed a decimal into a figure of thousands)
        assertEquals("DeepSeek-R1-Distill-Qwen-32B · 328亿参数 · R1 蒸馏 32B",
                ModelPageViewModel.modelLabel(preset("deepseek-r1-distill-qwen-32b"), UiFixture.ZH));
        assertEquals("DeepSeek-R1 · 6,710亿参数 · DeepSeek 满血版", ModelPageViewModel.modelLabel(preset("deepseek-r1"), UiFixture.ZH));
    }

    /**
     * The list's search (ControlsFX: the typed text split at spaces, every word in the item's text, any case) missed
     * "671B", "深度求索" and "DS R1" (issue 33): they were search names after the first, which the label does not show.
     */
    @Test
    void theSearchFindsDeepSeekR1ByItsSizeItsChineseNameAndItsShortName() {
        for (Messages m : List.of(UiFixture.ZH, UiFixture.EN)) {
            for (String typed : List.of("671B", "深度求索", "DS R1", "ds r1", "满血", "deepseek-r1")) {
                List<String> found = UiFixture.CATALOG.models().stream()
                        .filter(p -> Arrays.stream(typed.toLowerCase().split(" "))
                                .allMatch(ModelPageViewModel.searchText(p, m).toLowerCase()::contains))
                        .map(ModelPreset::id).toList();
                assertTrue(found.contains("deepseek-r1"), typed + " found " + found);
            }
        }
        assertTrue(UiFixture.ZH.get("model.searchNone").startsWith("没有找到匹配的模型"), "an empty search says so");
    }

    private static final String QWEN3_MOE = """
            {"model_type": "qwen3_moe", "hidden_size": 2048, "num_hidden_layers": 48, "num_attention_heads": 32,
             "num_key_value_heads": 4, "head_dim": 128, "intermediate_size": 6144, "moe_intermediate_size": 768,
             "num_experts": 128, "num_experts_per_tok": 8, "decoder_sparse_step": 1, "mlp_only_layers": [],
             "vocab_size": 151936, "max_position_embeddings": 40960, "tie_word_embeddings": false,
             "torch_dtype": "bfloat16"}""";

    @Test
    void aPastedConfigJsonBecomesTheModelAndSaysWhatWasRead() {
        // "Import config.json…" (pasted text here): the page shows what was read, the plan carries the
        // architecture, and the engine sizes that model — Qwen3-30B-A3B, 30.53 B held, 3.35 B active.
        page.importConfigText(QWEN3_MOE, null);
        assertEquals("Read from pasted text (qwen3_moe): 48 layers, hidden size 2,048, 32 attention heads, 4 KV heads of "
                + "128; 128 experts, 8 per token, in 48 layers; 30.53B parameters, 3.35B active per token; published in BF16.",
                page.importText().get());
        assertEquals("", page.importErrorText().get());
        var plan = model.snapshot().plan();
        assertEquals(30.53, plan.model().architecture().parametersB(), 0.01);
        assertEquals(30.53, model.advice().plan().workload().architecture().parametersB(), 0.01);
        assertEquals(3.35, model.advice().plan().workload().architecture().activeParametersB(), 0.01);
        // Typing another count makes it another model: the import is dropped.
        model.parameters.set("14B");
        assertEquals("", page.importText().get());
        assertEquals(null, model.snapshot().plan().model().architecture());
    }

    @Test
    void aConfigJsonWithAMissingFieldIsNamedNotGuessed() {
        page.importConfigText(QWEN3_MOE.replace("\"num_experts\": 128,", ""), "config.json");
        assertEquals("config.json: the field \"num_experts\" is missing; qwen3_moe needs it.", page.importErrorText().get());
        assertEquals(null, model.importedArchitecture.get());
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        assertEquals("config.json：缺少字段“num_experts”，qwen3_moe 需要该字段。", page.importErrorText().get());
    }

    @Test
    void typingThePeopleSaysWhichRequestsInFlightItEmptiedAndEmptyingThemPutsItBack() {
        // Issue 33 (M3): DeepSeek card → 使用人数 200 silently emptied the scenario's 10 requests in flight.
        model.applyPreset("deepseek-private"); // catalog.json: deepseek-private concurrentUsers 10
        assertEquals("10", model.concurrentUsers.get());
        assertEquals("", page.loadSwitchText().get());
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        model.people.set("200");
        assertEquals("", model.concurrentUsers.get(), "the people size the load, so the typed 10 must not win");
        assertEquals("已改按使用人数计算，原先的 10 已清空；清空使用人数即恢复 10。", page.loadSwitchText().get());
        context.messagesProperty().set(Messages.forLocale(Messages.EN));
        assertEquals("Now worked out from the people: the 10 here was emptied. Empty the people to get 10 back.",
                page.loadSwitchText().get());
        model.people.set("");
        assertEquals("10", model.concurrentUsers.get());
        assertEquals("", page.loadSwitchText().get());
        // put back as the preset's: shown, not written into the plan (a plan file without it has the preset's, soft)
        assertEquals(null, model.snapshot().plan().inference().concurrentUsers());
    }

    @Test
    void typingTheRequestsInFlightAgainDropsTheNoteAndKeepsWhatWasTyped() {
        model.applyPreset("deepseek-private");
        model.people.set("200");
        model.concurrentUsers.set("4");
        assertEquals("", page.loadSwitchText().get());
        model.people.set("");
        assertEquals("4", model.concurrentUsers.get(), "the typed 4 is not replaced by the old 10");
    }

    @Test
    void aPlanWithBothThePeopleAndTheRequestsInFlightLoadsBoth() {
        // Loading is not the user typing: the plan's own requests in flight stay (the engine notes that they win).
        // the requests in flight typed (the preset's 10 as filled in is not written into the plan)
        model.runBatch(() -> {
            model.applyPreset("deepseek-private");
            model.concurrentUsers.set("12");
            model.people.set("200");
            model.requestsPerHour.set("6");
        });
        assertEquals("12", model.concurrentUsers.get());
        Plan plan = model.snapshot().plan();
        AppContext other = UiFixture.context();
        ModelPageViewModel otherPage = new ModelPageViewModel(other);
        other.model().load(plan);
        assertEquals("200", other.model().people.get());
        assertEquals("12", other.model().concurrentUsers.get());
        assertEquals("", otherPage.loadSwitchText().get());
    }
}
