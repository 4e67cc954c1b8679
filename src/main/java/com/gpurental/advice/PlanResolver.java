package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Minimums;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.ScenarioDefaults;
import com.gpurental.catalog.ScenarioKind;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.catalog.VisionWorkload;
import com.gpurental.json.InputException;
import com.gpurental.json.InputProblem;
import com.gpurental.limits.InputLimits;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.QuoteMode;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.ParameterCount;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Applies the preset's and the documented defaults to a plan and checks every value, giving
 * each problem with its field path. The result is the immutable snapshot the engine runs on.
 */
public final class PlanResolver {

    public static final String DEFAULT_TRAINING_PRESET = "llm-training";
    public static final String DEFAULT_INFERENCE_PRESET = "llm-inference";
    public static final int DEFAULT_CONTEXT = 4096;
    public static final int MAX_CONTEXT = InputLimits.CONTEXT_TOKENS.maxInt();
    public static final int MAX_USERS = InputLimits.CONCURRENT_USERS.maxInt();
    public static final double DEFAULT_PEAK_HOURS = 4;

    private PlanResolver() {
    }

    public static ResolvedPlan resolve(Plan plan, Catalog catalog, String file) throws InputException {
        List<InputProblem> problems = new ArrayList<>();
        List<Message> notes = new ArrayList<>();

        String presetId = plan.preset() != null ? plan.preset()
                : plan.scenario() == Plan.Scenario.TRAINING ? DEFAULT_TRAINING_PRESET : DEFAULT_INFERENCE_PRESET;
        ScenarioPreset preset = catalog.scenario(presetId).orElse(null);
        if (preset == null) {
            problems.add(new InputProblem(file, "preset", Message.of("error.plan.unknownPreset", InputLimits.echo(presetId),
                    catalog.scenarios().stream().map(ScenarioPreset::id).toList())));
            throw new InputException(problems);
        }
        ScenarioDefaults d = preset.defaults();
        WorkloadKind kind = switch (preset.kind()) {
            case LLM_TRAINING, LLM_INFERENCE -> plan.scenario() == null
                    ? (preset.kind() == ScenarioKind.LLM_TRAINING ? WorkloadKind.LLM_TRAINING : WorkloadKind.LLM_INFERENCE)
                    : (plan.scenario() == Plan.Scenario.TRAINING ? WorkloadKind.LLM_TRAINING : WorkloadKind.LLM_INFERENCE);
            case VISION -> WorkloadKind.VISION;
            case COMPUTE -> WorkloadKind.COMPUTE;
        };

        Precision precision = plan.precision() != null ? plan.precision() : Precision.fromJson(d.precision());
        if (precision == null) {
            precision = kind == WorkloadKind.LLM_TRAINING ? Precision.BF16 : Precision.FP16;
        }
        TrainingMethod method = plan.training().method() != null ? plan.training().method()
                : d.method() != null ? TrainingMethod.fromJson(d.method()) : TrainingMethod.FULL;
        if (kind == WorkloadKind.LLM_TRAINING && method != TrainingMethod.QLORA && !precision.trainable()) {
            problems.add(new InputProblem(file, "precision", Message.of("error.plan.trainingPrecision", precision)));
        }

        Architecture arch = null;
        if (kind == WorkloadKind.LLM_TRAINING || kind == WorkloadKind.LLM_INFERENCE) {
            arch = architecture(plan.model(), d.modelId(), catalog, file, problems, notes);
            ModelPreset named = namedModel(plan.model(), d.modelId(), catalog);
            com.gpurental.models.ModelShape imported = plan.model().architecture();
            boolean fp8Release = imported != null ? "fp8".equals(imported.releasePrecision())
                    : named != null && named.releasedInFp8();
            String modelName = imported != null ? modelName(plan.model()) : named == null ? null : named.name();
            if (arch != null && fp8Release && kind == WorkloadKind.LLM_INFERENCE) {
                // A model published in FP8 is served in FP8 unless the plan says otherwise; BF16 is an upcast.
                double fp8Gb = com.gpurental.sizing.MemoryModel.weightsGb(arch, Precision.FP8);
                if (plan.precision() == null) {
                    precision = Precision.FP8;
                    notes.add(Message.of("note.fp8Default", modelName, fp8Gb));
                } else if (precision.bytesPerParameter() > Precision.FP8.bytesPerParameter()) {
                    notes.add(Message.of("note.fp8Upcast", modelName, precision.name(),
                            com.gpurental.sizing.MemoryModel.weightsGb(arch, precision), fp8Gb));
                }
            }
        }

        double tokensB = d.trainingTokensB() != null ? d.trainingTokensB() : 1.0;
        if (plan.training().tokens() != null) {
            ParameterCount.Result r = ParameterCount.parse("field.trainingTokens", plan.training().tokens());
            if (r.ok()) {
                tokensB = r.billions();
            } else {
                problems.add(new InputProblem(file, "training.tokens", r.error()));
            }
        }
        int seq = firstNonNull(plan.training().sequenceLength(), d.sequenceLength(), Assumptions.DEFAULT_SEQUENCE_LENGTH);
        if (seq > InputLimits.SEQUENCE_LENGTH.maxInt()) {
            problems.add(new InputProblem(file, "training.sequenceLength",
                    InputLimits.SEQUENCE_LENGTH.outOfRange(String.valueOf(seq))));
        }
        int microBatch = firstNonNull(plan.training().microBatch(), null, Assumptions.DEFAULT_MICRO_BATCH);
        boolean checkpointing = plan.training().activationCheckpointing() == null || plan.training().activationCheckpointing();
        Double targetDays = plan.training().targetDays();

        int context = firstNonNull(plan.inference().contextTokens(), d.contextTokens(), DEFAULT_CONTEXT);
        if (context > MAX_CONTEXT) {
            problems.add(new InputProblem(file, "inference.contextTokens",
                    InputLimits.CONTEXT_TOKENS.outOfRange(String.valueOf(context))));
        }
        Integer prompt = plan.inference().promptTokens();
        Integer answer = plan.inference().answerTokens();
        if (prompt != null || answer != null) {
            // One request's prompt and answer live in its context (the KV cache is sized for the context).
            int asked = (prompt == null ? 1 : prompt) + (answer == null ? 1 : answer);
            if (asked > context) {
                problems.add(new InputProblem(file, prompt != null ? "inference.promptTokens" : "inference.answerTokens",
                        prompt == null ? Message.of("error.plan.answerBeyondContext", answer, context)
                                : answer == null ? Message.of("error.plan.promptOnlyBeyondContext", prompt, context)
                                : Message.of("error.plan.promptBeyondContext", prompt, answer, context)));
            }
        }
        int users = firstNonNull(plan.inference().concurrentUsers(), d.concurrentUsers(), 1);
        if (users > MAX_USERS) {
            problems.add(new InputProblem(file, "inference.concurrentUsers",
                    InputLimits.CONCURRENT_USERS.outOfRange(String.valueOf(users))));
        }
        Double tps = plan.inference().tokensPerSecondPerUser() != null ? plan.inference().tokensPerSecondPerUser()
                : d.tokensPerSecondPerUser();

        Minimums min = preset.minimums();
        VisionWorkload vision = preset.vision();
        Double workingSet = null;
        if (kind == WorkloadKind.VISION) {
            Plan.Vision pv = plan.vision();
            vision = new VisionWorkload(pv.megapixels() != null ? pv.megapixels() : vision.megapixels(),
                    pv.imagesPerDay() != null ? pv.imagesPerDay() : vision.imagesPerDay(), vision.gflopsPerMegapixel(),
                    vision.source(), pv.imageMb(), pv.linkMbps());
            if (pv.latencyMs() != null) {
                min = new Minimums(min.memoryGbPerCard(), min.fp16TflopsPerCard(), min.fp16TflopsTotal(), min.int8TopsPerCard(),
                        min.fp32TflopsPerCard(), min.interconnectGbPerS(), min.usersPerCard(), pv.latencyMs());
            }
            workingSet = min.memoryGbPerCard();
        } else if (kind == WorkloadKind.COMPUTE) {
            workingSet = preset.computeWorkingSetGb();
        }
        boolean doublePrecision = kind == WorkloadKind.COMPUTE && plan.compute().needsDoublePrecision();
        if (doublePrecision && min.fp32TflopsPerCard() != null) {
            // A code that needs FP64 is judged on FP64 (GpuSizer); the preset's FP32 minimum does not apply.
            min = new Minimums(min.memoryGbPerCard(), min.fp16TflopsPerCard(), min.fp16TflopsTotal(), min.int8TopsPerCard(),
                    null, min.interconnectGbPerS(), min.usersPerCard(), min.latencyMs());
        }

        Plan.Rental r = plan.rental();
        Plan.RentalChoice mode = r.mode() != null ? r.mode() : rentalChoice(d.rentalMode());
        Double duration = r.durationDays();
        if (duration == null && kind != WorkloadKind.LLM_TRAINING) {
            duration = d.durationDays();
        }
        double hours = r.hoursPerDay() != null ? r.hoursPerDay() : d.hoursPerDay() > 0 ? d.hoursPerDay() : 24;
        int peakCards = r.peakCards() != null ? r.peakCards() : 0;
        double peakHours = r.peakHoursPerDay() != null ? r.peakHoursPerDay() : DEFAULT_PEAK_HOURS;
        if (mode == Plan.RentalChoice.HYBRID && peakCards == 0) {
            peakCards = 1;
            notes.add(Message.of("note.hybridPeakDefault", peakCards, peakHours));
        }

        int maxCards = plan.filters().maxCards() != null ? plan.filters().maxCards() : Assumptions.DEFAULT_MAX_CARDS;
        Set<QuoteMode> modes = modesFor(mode, peakCards);
        if (plan.filters().modes() != null) {
            modes.retainAll(plan.filters().modes());
            if (modes.isEmpty()) {
                problems.add(new InputProblem(file, "filters.modes", Message.of("error.plan.noModes")));
            }
        }

        double spare = plan.memory().sparePercent() != null ? plan.memory().sparePercent() : Assumptions.DEFAULT_SPARE_PERCENT;
        java.math.BigDecimal spareValue = java.math.BigDecimal.valueOf(spare);
        Message spareRefused = InputLimits.SPARE_PERCENT.check(spareValue, spareValue.stripTrailingZeros().toPlainString());
        if (spareRefused != null) {
            problems.add(new InputProblem(file, InputLimits.SPARE_PERCENT.path(), spareRefused));
        }
        if (r.bufferPercent() != null) {
            java.math.BigDecimal bufferValue = java.math.BigDecimal.valueOf(r.bufferPercent());
            Message bufferRefused = InputLimits.BUFFER_PERCENT.check(bufferValue, bufferValue.stripTrailingZeros().toPlainString());
            if (bufferRefused != null) {
                problems.add(new InputProblem(file, InputLimits.BUFFER_PERCENT.path(), bufferRefused));
            }
        }
        KvPrecision kv = plan.inference().kvCachePrecision() != null ? plan.inference().kvCachePrecision()
                : Assumptions.DEFAULT_KV_PRECISION;

        if (!problems.isEmpty()) {
            throw new InputException(problems);
        }
        Workload workload = new Workload(kind, arch, precision, method, tokensB, seq, microBatch, checkpointing, targetDays,
                context, users, tps, vision, workingSet, min, spare, kv, doublePrecision);
        return new ResolvedPlan(plan, preset, workload, mode, duration, hours, peakCards, peakHours,
                plan.budget().monthlyCny(), plan.budget().totalCny(), Boolean.TRUE.equals(plan.domesticOnly()), maxCards,
                modes, notes);
    }

    private static Set<QuoteMode> modesFor(Plan.RentalChoice mode, int peakCards) {
        return switch (mode) {
            case HOURLY -> EnumSet.of(QuoteMode.HOURLY, QuoteMode.DAILY, QuoteMode.WEEKLY);
            case MONTHLY -> EnumSet.of(QuoteMode.MONTHLY, QuoteMode.QUARTERLY);
            case HYBRID -> EnumSet.of(QuoteMode.HYBRID);
            case AUTO -> peakCards > 0 ? EnumSet.allOf(QuoteMode.class) : EnumSet.complementOf(EnumSet.of(QuoteMode.HYBRID));
        };
    }

    private static Plan.RentalChoice rentalChoice(String json) {
        if (json == null) {
            return Plan.RentalChoice.AUTO;
        }
        for (Plan.RentalChoice c : Plan.RentalChoice.values()) {
            if (c.name().equalsIgnoreCase(json)) {
                return c;
            }
        }
        return Plan.RentalChoice.AUTO;
    }

    /**
     * The model's shape: a known model's own, overridden field by field by what the user typed; a
     * bare parameter count borrows the shape of the preset nearest in size (and says so).
     */
    static Architecture architecture(Plan.Model m, String defaultModel, Catalog catalog, String file,
                                     List<InputProblem> problems, List<Message> notes) {
        if (m.architecture() != null) {
            return imported(m.architecture());
        }
        ModelPreset base = null;
        if (m.id() != null) {
            base = catalog.model(m.id()).orElse(null);
            if (base == null) {
                problems.add(new InputProblem(file, "model.id", Message.of("error.plan.unknownModel", InputLimits.echo(m.id()),
                        catalog.models().stream().map(ModelPreset::id).toList())));
                return null;
            }
        }
        Double params = null;
        if (m.parameters() != null) {
            ParameterCount.Result r = ParameterCount.parse("field.parameters", m.parameters());
            if (!r.ok()) {
                problems.add(new InputProblem(file, "model.parameters", r.error()));
                return null;
            }
            params = r.billions();
        }
        if (base == null && params == null) {
            base = defaultModel == null ? null : catalog.model(defaultModel).orElse(null);
            if (base == null) {
                problems.add(new InputProblem(file, "model.parameters", Message.of("error.params.empty",
                        Message.of("field.parameters"))));
                return null;
            }
        }
        String derivedFrom = null;
        if (base == null) {
            boolean shapeGiven = m.layers() != null && m.hiddenSize() != null && m.attentionHeads() != null
                    && m.kvHeads() != null;
            if (!shapeGiven && params >= ASK_MODEL_FROM_B) {
                // Most models this size are MoE; a dense guess would be wrong by several times.
                problems.add(new InputProblem(file, "model.parameters", Message.of("error.plan.askModel",
                        params, largeModels(catalog, params))));
                return null;
            }
            base = nearest(catalog, params);
            if (!shapeGiven) {
                derivedFrom = base.id();
                notes.add(Message.of("note.derivedArchitecture", base.name(), base.parametersB()));
            }
        }
        double total = params != null ? params : base.parametersB();
        // A mixture-of-experts ratio only carries over for the named model itself.
        double activeRatio = params == null || m.id() != null ? base.activeParametersB() / base.parametersB() : 1.0;
        double active = total * activeRatio;
        if (m.activeParameters() != null) {
            ParameterCount.Result r = ParameterCount.parse("field.activeParameters", m.activeParameters());
            if (!r.ok()) {
                problems.add(new InputProblem(file, "model.activeParameters", r.error()));
                return null;
            }
            active = r.billions();
            if (active > total) {
                problems.add(new InputProblem(file, "model.activeParameters", Message.of("error.plan.activeAboveTotal")));
                return null;
            }
        }
        int layers = m.layers() != null ? m.layers() : base.layers();
        int hidden = m.hiddenSize() != null ? m.hiddenSize() : base.hiddenSize();
        int heads = m.attentionHeads() != null ? m.attentionHeads() : base.attentionHeads();
        int kv = m.kvHeads() != null ? m.kvHeads() : Math.min(base.kvHeads(), heads);
        int headDim = m.headDim() != null ? m.headDim() : (m.hiddenSize() != null || m.attentionHeads() != null
                ? Math.max(1, hidden / heads) : base.headDim());
        if (kv > heads) {
            problems.add(new InputProblem(file, "model.kvHeads", Message.of("error.plan.kvAboveHeads", kv, heads)));
            return null;
        }
        // Embedding and head: the model's vocabulary (or the borrowed shape's) times the hidden size in use.
        double embeddingB = base.vocabSize() == null ? 0
                : Architecture.embeddingParametersB(base.vocabSize(), hidden, base.tiedEmbeddings());
        // The cache's own shape (MLA latent, sliding windows) holds while the attention shape is the model's.
        boolean ownAttention = m.attentionHeads() == null && m.kvHeads() == null && m.headDim() == null
                && m.hiddenSize() == null;
        if (!ownAttention) {
            return new Architecture(total, active, layers, hidden, heads, kv, headDim, derivedFrom, embeddingB);
        }
        int windowLayers = m.layers() == null ? base.slidingWindowLayers()
                : Math.min(layers, base.slidingWindowLayers() * layers / Math.max(1, base.layers()));
        // Expert counts (for the experts a batch touches) hold while the counts are the model's own.
        boolean ownCounts = derivedFrom == null && m.parameters() == null && m.activeParameters() == null
                && base.shape() != null;
        return new Architecture(total, active, layers, hidden, heads, kv, headDim, derivedFrom, embeddingB,
                base.attention(), base.kvLoraRank(), base.qkRopeHeadDim(), base.slidingWindow(), windowLayers,
                ownCounts ? base.shape().routedExperts() : 0, ownCounts ? base.shape().expertsPerToken() : 0);
    }

    /** The shape read from the plan's config.json is the model, counts and cache included. */
    static Architecture imported(com.gpurental.models.ModelShape s) {
        return new Architecture(s.parametersB(), s.activeParametersB(), s.layers(), s.hiddenSize(), s.attentionHeads(),
                s.kvHeads(), s.headDim(), null, s.embeddingParametersB(), s.attention(), s.kvLoraRank(), s.qkRopeHeadDim(),
                s.slidingWindow(), s.slidingWindowLayers(), s.routedExperts(), s.expertsPerToken());
    }

    /** How an imported model is named in the notes: its config's model_type ("deepseek_v3"). */
    static String modelName(Plan.Model m) {
        return m.architecture().modelType();
    }

    /** A bare parameter count from this size on is not given a guessed architecture. */
    public static final double ASK_MODEL_FROM_B = 100;

    /** The model the plan names, or the preset's default when it names none and gives no count. */
    static ModelPreset namedModel(Plan.Model m, String defaultModel, Catalog catalog) {
        if (m.id() != null) {
            return catalog.model(m.id()).orElse(null);
        }
        if (m.parameters() == null && defaultModel != null) {
            return catalog.model(defaultModel).orElse(null);
        }
        return null;
    }

    /** The catalog's models of 100B and more nearest to {@code paramsB}, nearest first (at most six names). */
    public static List<String> largeModels(Catalog catalog, double paramsB) {
        return catalog.models().stream().filter(p -> p.parametersB() >= ASK_MODEL_FROM_B)
                .sorted(java.util.Comparator.comparingDouble((ModelPreset p) -> Math.abs(Math.log(p.parametersB() / paramsB)))
                        .thenComparing(p -> p.released() == null ? java.time.LocalDate.MIN : p.released(),
                                java.util.Comparator.reverseOrder()))
                .limit(6).map(ModelPreset::id).toList();
    }

    /**
     * The size reference nearest on a logarithmic scale (7B is nearer Qwen2.5-7B than Qwen3-8B): a current dense
     * model with grouped-query attention marked {@code sizeReference} in the catalog; a catalog without any falls back
     * to every dense model.
     */
    static ModelPreset nearest(Catalog catalog, double paramsB) {
        boolean anyReference = catalog.models().stream().anyMatch(ModelPreset::sizeReference);
        ModelPreset best = null;
        double bestDistance = Double.MAX_VALUE;
        for (ModelPreset p : catalog.models()) {
            if (p.activeParametersB() < p.parametersB() || (anyReference && !p.sizeReference())) {
                continue; // a dense count borrows a current dense shape
            }
            double distance = Math.abs(Math.log(p.parametersB() / paramsB));
            if (distance < bestDistance) {
                bestDistance = distance;
                best = p;
            }
        }
        return best;
    }

    @SafeVarargs
    private static <T> T firstNonNull(T... values) {
        for (T v : values) {
            if (v != null) {
                return v;
            }
        }
        return null;
    }
}
