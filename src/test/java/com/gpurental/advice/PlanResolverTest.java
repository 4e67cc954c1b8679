package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.plan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.json.ProblemAssertions;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Messages;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Defaults and value checks that need the catalog ("Omitted fields take the preset's or documented defaults"). */
class PlanResolverTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static ResolvedPlan resolve(String fields) throws InputException {
        return PlanResolver.resolve(plan(fields), CATALOG, "plan.json");
    }

    private static void assertProblem(String fields, String path, String key, String english, String chinese) {
        ProblemAssertions.assertOnlyProblem(() -> resolve(fields), path, key, english, chinese);
    }

    @Test
    void theSpareAndTheKvPrecisionReachTheWorkload() throws InputException {
        // The 20% spare is the default and a plan setting; FP16 is the default KV cache.
        ResolvedPlan defaults = resolve("\"model\":{\"id\":\"llama-2-7b\"}");
        assertEquals(20.0, defaults.workload().sparePercent(), 0.0);
        assertEquals(KvPrecision.FP16, defaults.workload().kvPrecision());
        ResolvedPlan set = resolve("\"model\":{\"id\":\"llama-2-7b\"},\"memory\":{\"sparePercent\":0},"
                + "\"inference\":{\"kvCachePrecision\":\"fp8\"}");
        assertEquals(0.0, set.workload().sparePercent(), 0.0);
        assertEquals(KvPrecision.FP8, set.workload().kvPrecision());
        // The preset's model carries its vocabulary: Llama-2-7B's 32,000 × 4,096 embedding and head = 0.262 B.
        assertEquals(2 * 32_000 * 4096 / 1e9, defaults.workload().architecture().embeddingParametersB(), 1e-12);
    }

    @Test
    void aSpareAboveFiftyPercentIsRejectedWhereverThePlanComesFrom() {
        // A plan built by the wizard (not read from a file) is checked by the resolver as well.
        Plan plan = plan("\"model\":{\"id\":\"llama-2-7b\"}").withMemory(new Plan.Memory(75.0));
        InputException e = assertThrows(InputException.class, () -> PlanResolver.resolve(plan, CATALOG, "plan.json"));
        assertEquals(1, e.problems().size(), () -> e.render(EN));
        assertEquals("memory.sparePercent", e.problems().get(0).path());
        // The same limit (InputLimits.SPARE_PERCENT) as the plan reader and the Memory page's field.
        assertEquals("plan.json: memory.sparePercent: Memory spare (%): 75 is outside the valid range 0 to 50 (e.g. 20).",
                e.render(EN));
        assertEquals("plan.json：memory.sparePercent：显存余量（%）：75 超出有效范围 0 至 50（例如 20）。", e.render(ZH));
    }

    @Test
    void anUnknownModelIdListsTheKnownOnes() {
        assertProblem("\"model\":{\"id\":\"gpt-5\"}", "model.id", "error.plan.unknownModel",
                "Unknown model \"gpt-5\"; use one of: llama-2-7b, llama-2-13b, llama-2-70b, llama-3-8b, llama-3-70b, qwen2.5-7b, "
                        + "qwen2.5-14b, qwen2.5-32b, qwen2.5-72b, mixtral-8x7b, chatglm3-6b, glm-130b, bloom-176b, "
                        + "deepseek-v3, deepseek-r1, deepseek-r1-distill-qwen-7b, deepseek-r1-distill-llama-8b, "
                        + "deepseek-r1-distill-qwen-14b, deepseek-r1-distill-qwen-32b, deepseek-r1-distill-llama-70b, "
                                + "qwen3-0.6b, "
                        + "qwen3-1.7b, qwen3-4b, qwen3-8b, qwen3-14b, qwen3-32b, qwen3-30b-a3b, qwen3-235b-a22b, qwq-32b, "
                                + "glm-4.5, "
                        + "glm-4.5-air, kimi-k2, llama-3.1-8b, llama-3.1-70b, llama-3.1-405b, llama-3.3-70b, llama-4-scout, "
                        + "llama-4-maverick, gemma-3-27b, mistral-small-3.2-24b, qwen3-vl-32b, or give the parameter count "
                                + "instead (e.g. \"70B\").",
                "未知模型“gpt-5”；请使用：llama-2-7b、llama-2-13b、llama-2-70b、llama-3-8b、llama-3-70b、qwen2.5-7b、qwen2.5-14b、"
                        + "qwen2.5-32b、qwen2.5-72b、mixtral-8x7b、chatglm3-6b、glm-130b、bloom-176b、"
                        + "deepseek-v3、deepseek-r1、deepseek-r1-distill-qwen-7b、deepseek-r1-distill-llama-8b、"
                        + "deepseek-r1-distill-qwen-14b、deepseek-r1-distill-qwen-32b、deepseek-r1-distill-llama-70b、qwen3-0.6b、"
                        + "qwen3-1.7b、qwen3-4b、qwen3-8b、qwen3-14b、qwen3-32b、qwen3-30b-a3b、qwen3-235b-a22b、qwq-32b、glm-4.5、"
                        + "glm-4.5-air、kimi-k2、llama-3.1-8b、llama-3.1-70b、llama-3.1-405b、llama-3.3-70b、llama-4-scout、"
                        + "llama-4-maverick、gemma-3-27b、mistral-small-3.2-24b、qwen3-vl-32b，或直接填写参数量（例如 \"70B\"）。");
    }

    @Test
    void anUnknownPresetListsTheKnownOnes() {
        assertProblem("\"preset\":\"crypto-mining\"", "preset", "error.plan.unknownPreset",
                "Unknown scenario preset \"crypto-mining\"; use one of: small-training, large-training, vision-inspection, "
                        + "chat-inference, "
                        + "multimodal-inference, research-compute, llm-training, llm-inference, deepseek-private, "
                                + "r1-distill-service, "
                        + "qwen3-moe-service.",
                "未知的场景预设“crypto-mining”；请使用：small-training、large-training、vision-inspection、chat-inference、"
                        + "multimodal-inference、research-compute、llm-training、llm-inference、deepseek-private、r1-distill-service、"
                        + "qwen3-moe-service。");
    }

    @Test
    void trainingAtIntegerPrecisionIsRefusedExceptForQlora() throws Exception {
        assertProblem("\"scenario\":\"training\",\"precision\":\"int8\",\"training\":{\"method\":\"lora\"}", "precision",
                "error.plan.trainingPrecision", "Training at INT8 is not supported; use BF16 (or QLoRA for a 4-bit base).",
                "不支持以 INT8 精度训练；请使用 BF16（或用 QLoRA 以 4 位加载底座模型）。");
        assertEquals(TrainingMethod.QLORA,
                resolve("\"scenario\":\"training\",\"precision\":\"int4\",\"training\":{\"method\":\"qlora\"}").workload()
                        .method());
    }

    @Test
    void inconsistentShapesAreRefused() {
        assertProblem("\"model\":{\"id\":\"llama-2-70b\",\"kvHeads\":128}", "model.kvHeads", "error.plan.kvAboveHeads",
                "KV heads (128) cannot exceed attention heads (64).", "KV 头数（128）不能超过注意力头数（64）。");
        assertProblem("\"model\":{\"parameters\":\"7B\",\"activeParameters\":\"13B\"}", "model.activeParameters",
                "error.plan.activeAboveTotal", "Active parameters cannot exceed the total parameter count.", "激活参数量不能超过总参数量。");
    }

    @Test
    void absurdContextsAreRefused() {
        // The plan reader refuses it already (InputLimits); a plan built in code meets the same limit here.
        Plan plan = plan("").withInference(new Plan.Inference(2_000_000, null, null));
        InputException e = assertThrows(InputException.class, () -> PlanResolver.resolve(plan, CATALOG, "plan.json"));
        assertEquals("plan.json: inference.contextTokens: Context length: 2000000 is outside the valid range 1 to 1,048,576 "
                + "(e.g. 4096).", e.render(EN));
        assertEquals("plan.json：inference.contextTokens：上下文长度：2000000 超出有效范围 1 至 1,048,576（例如 4096）。",
                e.render(ZH));
    }

    @Test
    void filtersThatAllowNoModeAreRefused() {
        assertProblem("\"rental\":{\"mode\":\"hourly\"},\"filters\":{\"modes\":[\"monthly\"]}", "filters.modes", "error.plan.noMo"
                + "des",
                "The filters allow no rental mode that this plan can use; allow at least one (e.g. hourly).",
                "筛选条件排除了本方案可用的全部租赁方式；请至少允许一种（例如按小时）。");
    }

    @Test
    void anEmptyPlanIsLlmInferenceOnThePresetDefaults() throws Exception {
        // llm-inference preset: Qwen2.5-72B at FP16, 4,096 tokens, 1 user, 20 tokens/s, 30 days, 24 h a day, auto.
        ResolvedPlan r = resolve("");
        assertEquals("llm-inference", r.preset().id());
        assertEquals(WorkloadKind.LLM_INFERENCE, r.workload().kind());
        assertEquals(Precision.FP16, r.workload().precision());
        Architecture a = r.workload().architecture();
        assertEquals(72.7, a.parametersB(), 0.0);
        assertEquals(80, a.layers());
        assertEquals(8, a.kvHeads());
        assertNull(a.derivedFrom());
        assertEquals(4096, r.workload().contextTokens());
        assertEquals(1, r.workload().concurrentUsers());
        assertEquals(20.0, r.workload().tokensPerSecondPerUser(), 0.0);
        assertEquals(30.0, r.durationDays(), 0.0);
        assertEquals(24.0, r.hoursPerDay(), 0.0);
        assertEquals(Plan.RentalChoice.AUTO, r.rentalMode());
        assertEquals(Set.of(RentalMode.HOURLY, RentalMode.DAILY, RentalMode.WEEKLY, RentalMode.MONTHLY, RentalMode.QUARTERLY),
                r.allowedModes());
        assertEquals(256, r.maxCards());
    }

    @Test
    void trainingDefaultsToFullBf16WithCheckpointingAndItsDurationFollowsTheEstimate() throws Exception {
        // docs/domain.md §3: activation checkpointing on, micro-batch 1, sequence 2,048 by default.
        ResolvedPlan r = resolve("\"scenario\":\"training\"");
        assertEquals("llm-training", r.preset().id());
        assertEquals(TrainingMethod.FULL, r.workload().method());
        assertEquals(Precision.BF16, r.workload().precision());
        assertEquals(2048, r.workload().sequenceLength());
        assertEquals(1, r.workload().microBatch());
        assertEquals(true, r.workload().activationCheckpointing());
        assertEquals(1.0, r.workload().trainingTokensB(), 0.0);
        assertNull(r.durationDays());
        assertEquals(8.03, r.workload().architecture().parametersB(), 0.0);
    }

    @Test
    void aMixtureOfExpertsKeepsItsActiveShare() throws Exception {
        Architecture a = resolve("\"model\":{\"id\":\"mixtral-8x7b\"}").workload().architecture();
        assertEquals(46.7, a.parametersB(), 0.0);
        assertEquals(12.9, a.activeParametersB(), 1e-12);
        // A bare count borrows a dense shape: 47B is all active (Qwen3-32B, the size reference nearest on a log scale).
        Architecture bare = resolve("\"model\":{\"parameters\":\"47B\"}").workload().architecture();
        assertEquals(47.0, bare.activeParametersB(), 0.0);
        assertEquals(List.of("qwen3-32b"), List.of(bare.derivedFrom()));
    }

    @Test
    void sevenBillionBorrowsACurrentGqaModelNotLlama2() throws Exception {
        // "7B" no longer becomes Llama-2-7B (32 KV heads, no GQA): only the catalog's size references (current
        // dense GQA models) lend a shape; nearest on a log scale is Qwen2.5-7B (7.61 / 7 is closer than 8.03 / 7).
        ResolvedPlan r = resolve("\"model\":{\"parameters\":\"7B\"}");
        assertEquals("qwen2.5-7b", r.workload().architecture().derivedFrom());
        assertEquals(4, r.workload().architecture().kvHeads());
        assertEquals(7.0, r.workload().architecture().parametersB(), 0.0);
        assertEquals("The model's layers and attention heads were not given: they are taken from Qwen2.5-7B (7.6B parameters), "
                + "a current dense model with grouped-query attention nearest in size. If the model is another one, choose it "
                + "on the model page.", EN.format(r.notes().get(0)));
    }
}
