package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Minimums;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.ScenarioDefaults;
import com.gpurental.catalog.ScenarioKind;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.catalog.VisionWorkload;
import com.gpurental.json.InputException;
import com.gpurental.json.InputProblem;
import com.gpurental.limits.InputLimits;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.models.ModelShape;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanAccess;
import com.gpurental.serving.Load;
import com.gpurental.serving.RunningTime;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.MemoryModel;
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
        Found found = new Found(file);
        ScenarioPreset preset = preset(plan, catalog, found);
        ScenarioDefaults d = preset.defaults();
        WorkloadKind kind = kind(plan, preset);

        Precision precision = plan.precision() != null ? plan.precision() : Precision.fromJson(d.precision());
        if (precision == null) {
            precision = kind == WorkloadKind.LLM_TRAINING ? Precision.BF16 : Precision.FP16;
        }
        TrainingMethod method = plan.training().method() != null ? plan.training().method()
                : d.method() != null ? TrainingMethod.fromJson(d.method()) : TrainingMethod.FULL;
        if (kind == WorkloadKind.LLM_TRAINING && method != TrainingMethod.QLORA && !precision.trainable()) {
            found.problem(PlanFields.PRECISION, Message.of("error.plan.trainingPrecision", precision));
        }
        Architecture arch = null;
        if (kind == WorkloadKind.LLM_TRAINING || kind == WorkloadKind.LLM_INFERENCE) {
            arch = ModelResolver.architecture(plan.model(), d.modelId(), catalog, file, found.problems, found.notes);
            precision = releasePrecision(plan, d.modelId(), catalog, kind, arch, precision, found);
        }
        Training training = training(plan.training(), d, found);
        ModelPreset named = plan.model().architecture() != null ? null
                : ModelResolver.namedModel(plan.model(), d.modelId(), catalog);
        // answers with its thinking (a reasoning model, a hybrid one switched on); speculative decoding (issue 31)
        DecodingChoice decoding = kind == WorkloadKind.LLM_INFERENCE
                ? DecodingChoice.of(plan.inference(), named, found.notes) : DecodingChoice.NONE;
        Service service = service(plan.inference(), d, found, kind == WorkloadKind.LLM_INFERENCE ? preset.id() : null,
                decoding, running(plan.rental(), d));
        Demand demand = demand(plan, preset, kind);
        Rental rental = rental(plan, d, kind, found);
        double spare = plan.memory().sparePercent() != null ? plan.memory().sparePercent() : Assumptions.DEFAULT_SPARE_PERCENT;
        found.check(PlanFields.SPARE, spare);
        checkTableFields(plan, found);
        KvPrecision kv = plan.inference().kvCachePrecision() != null ? plan.inference().kvCachePrecision()
                : Assumptions.DEFAULT_KV_PRECISION;
        found.throwIfAny();
        Workload workload = new Workload(kind, arch, precision, method, training.tokensB(), training.sequenceLength(),
                training.microBatch(), training.checkpointing(), training.targetDays(), service.context(), service.users(),
                service.tokensPerSecond(), demand.vision(), demand.workingSetGb(), demand.minimums(), spare, kv,
                demand.doublePrecision(), decoding.decodeSpeedup());
        return new ResolvedPlan(plan, preset, workload, rental.mode(), rental.durationDays(), rental.hoursPerDay(),
                rental.peakCards(), rental.peakHours(), plan.budget().monthlyCny(), plan.budget().totalCny(),
                Boolean.TRUE.equals(plan.domesticOnly()), rental.maxCards(), rental.modes(), found.notes, service.load());
    }

    /** The problems and notes found while resolving, each problem at its field's path. */
    private static final class Found {
        final String file;
        final List<InputProblem> problems = new ArrayList<>();
        final List<Message> notes = new ArrayList<>();

        Found(String file) {
            this.file = file;
        }

        void problem(String path, Message message) {
            problems.add(new InputProblem(file, path, message));
        }

        void problem(PlanField field, Message message) {
            problem(field.path(), message);
        }

        /** A value above its field's maximum (a plan built in code reaches here without the reader's check). */
        void max(PlanField field, double value, Object shown) {
            if (field.aboveMax(value)) {
                problem(field, field.outOfRange(shown));
            }
        }

        /** A value outside its field's range. */
        void check(PlanField field, double value) {
            Message refused = field.check(value);
            if (refused != null) {
                problem(field, refused);
            }
        }

        /** Whether a problem was found at the field's path. */
        boolean has(PlanField field) {
            return problems.stream().anyMatch(p -> field.path().equals(p.path()));
        }

        void throwIfAny() throws InputException {
            if (!problems.isEmpty()) {
                throw new InputException(problems);
            }
        }
    }

    /** The plan's preset, or the scenario's default one; an unknown preset stops the plan here. */
    private static ScenarioPreset preset(Plan plan, Catalog catalog, Found found) throws InputException {
        String presetId = plan.preset() != null ? plan.preset()
                : plan.scenario() == Plan.Scenario.TRAINING ? DEFAULT_TRAINING_PRESET : DEFAULT_INFERENCE_PRESET;
        ScenarioPreset preset = catalog.scenario(presetId).orElse(null);
        if (preset == null) {
            found.problem(PlanFields.PRESET, Message.of("error.plan.unknownPreset", InputLimits.echo(presetId),
                    catalog.scenarios().stream().map(ScenarioPreset::id).toList()));
            found.throwIfAny();
        }
        return preset;
    }

    /** The kind of work: the preset's, an LLM preset's turned by the plan's scenario. */
    private static WorkloadKind kind(Plan plan, ScenarioPreset preset) {
        return switch (preset.kind()) {
            case LLM_TRAINING, LLM_INFERENCE -> plan.scenario() == null
                    ? (preset.kind() == ScenarioKind.LLM_TRAINING ? WorkloadKind.LLM_TRAINING : WorkloadKind.LLM_INFERENCE)
                    : (plan.scenario() == Plan.Scenario.TRAINING ? WorkloadKind.LLM_TRAINING : WorkloadKind.LLM_INFERENCE);
            case VISION -> WorkloadKind.VISION;
            case COMPUTE -> WorkloadKind.COMPUTE;
        };
    }

    /** A model published in FP8 is served in FP8 unless the plan says otherwise; BF16 is an upcast (a note says so). */
    private static Precision releasePrecision(Plan plan, String defaultModel, Catalog catalog, WorkloadKind kind,
                                              Architecture arch, Precision precision, Found found) {
        ModelPreset named = ModelResolver.namedModel(plan.model(), defaultModel, catalog);
        ModelShape imported = plan.model().architecture();
        boolean fp8Release = imported != null ? "fp8".equals(imported.releasePrecision())
                : named != null && named.releasedInFp8();
        String modelName = imported != null ? ModelResolver.modelName(plan.model()) : named == null ? null : named.name();
        if (arch == null || !fp8Release || kind != WorkloadKind.LLM_INFERENCE) {
            return precision;
        }
        double fp8Gb = MemoryModel.weightsGb(arch, Precision.FP8);
        if (plan.precision() == null) {
            found.notes.add(Message.of("note.fp8Default", modelName, fp8Gb));
            return Precision.FP8;
        }
        if (precision.bytesPerParameter() > Precision.FP8.bytesPerParameter()) {
            found.notes.add(Message.of("note.fp8Upcast", modelName, precision.name(),
                    MemoryModel.weightsGb(arch, precision), fp8Gb));
        }
        return precision;
    }

    /** A training's figures with their defaults. */
    private record Training(double tokensB, int sequenceLength, int microBatch, boolean checkpointing, Double targetDays) {
    }

    private static Training training(Plan.Training t, ScenarioDefaults d, Found found) {
        double tokensB = t.tokens() != null ? t.tokens().billions()
                : d.trainingTokensB() != null ? d.trainingTokensB() : 1.0;
        int seq = firstNonNull(t.sequenceLength(), d.sequenceLength(), Assumptions.DEFAULT_SEQUENCE_LENGTH);
        found.max(PlanFields.SEQUENCE, seq, seq);
        int microBatch = firstNonNull(t.microBatch(), null, Assumptions.DEFAULT_MICRO_BATCH);
        boolean checkpointing = t.activationCheckpointing() == null || t.activationCheckpointing();
        return new Training(tokensB, seq, microBatch, checkpointing, t.targetDays());
    }

    /** A service's figures with their defaults; {@code load} for a language-model service only. */
    private record Service(int context, int users, Double tokensPerSecond, Load load) {
    }

    /**
     * Every number of the field table ({@link PlanFields#table()}) the plan gives, held to its field's range: a plan built
     * in code reaches here without the reader's check. A field already refused on its resolved value (the sequence
     * length, the context, the users) is not refused twice.
     */
    private static void checkTableFields(Plan plan, Found found) {
        for (PlanField f : PlanFields.table()) {
            if (f.limit() != null && PlanAccess.get(plan, f) instanceof Number n && !found.has(f)) {
                found.check(f, n.doubleValue());
            }
        }
    }

    private static Service service(Plan.Inference inference, ScenarioDefaults d, Found found, String servicePreset,
                                   DecodingChoice decoding, RunningTime running) {
        int context = firstNonNull(inference.contextTokens(), d.contextTokens(), DEFAULT_CONTEXT);
        found.max(PlanFields.CONTEXT, context, context);
        Integer prompt = inference.promptTokens();
        Integer answer = inference.answerTokens();
        if (prompt != null || answer != null) {
            // One request's prompt and answer live in its context (the KV cache is sized for the context).
            int asked = (prompt == null ? 1 : prompt) + (answer == null ? 1 : answer);
            if (asked > context) {
                found.problem(prompt != null ? PlanFields.PROMPT : PlanFields.ANSWER,
                        prompt == null ? Message.of("error.plan.answerBeyondContext", answer, context)
                                : answer == null ? Message.of("error.plan.promptOnlyBeyondContext", prompt, context)
                                : Message.of("error.plan.promptBeyondContext", prompt, answer, context));
            }
        }
        Double tps = inference.tokensPerSecondPerUser() != null ? inference.tokensPerSecondPerUser()
                : d.tokensPerSecondPerUser();
        // A language-model service is sized on its requests in flight: the buyer's words through Little's law.
        Load load = servicePreset == null ? null
                : LoadResolver.resolve(inference, d, servicePreset, context, tps, decoding, running, found::problem,
                found.notes);
        int users = load != null ? load.inFlight() : firstNonNull(inference.concurrentUsers(), d.concurrentUsers(), 1);
        if (load != null && load.requestsPerSecond() != null && users > MAX_USERS) {
            PlanField from = load.batchItems() != null ? PlanFields.BATCH_ITEMS : PlanFields.PEOPLE;
            found.problem(from, Message.of("error.plan.loadTooLarge", load.arithmetic(), MAX_USERS));
        } else {
            found.max(PlanFields.USERS, users, users);
        }
        return new Service(context, users, tps, load);
    }

    /** What the cards must do beyond the model: a vision load, a working set, the preset's minimums. */
    private record Demand(VisionWorkload vision, Double workingSetGb, Minimums minimums, boolean doublePrecision) {
    }

    private static Demand demand(Plan plan, ScenarioPreset preset, WorkloadKind kind) {
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
        return new Demand(vision, workingSet, min, doublePrecision);
    }

    /** The rental as asked, with its defaults, and the rental modes it allows. */
    private record Rental(Plan.RentalChoice mode, Double durationDays, double hoursPerDay, int peakCards, double peakHours,
                          int maxCards, Set<RentalMode> modes) {
    }

    private static Rental rental(Plan plan, ScenarioDefaults d, WorkloadKind kind, Found found) {
        Plan.Rental r = plan.rental();
        Plan.RentalChoice mode = r.mode() != null ? r.mode() : rentalChoice(d.rentalMode());
        Double duration = r.durationDays();
        if (duration == null && kind != WorkloadKind.LLM_TRAINING) {
            // a batch job is rented for its deadline (docs/domain.md §9.4), else the scenario's default period
            Double deadline = plan.inference().batch().deadlineDays();
            duration = deadline != null ? deadline : d.durationDays();
        }
        double hours = hoursPerDay(r, d);
        int peakCards = r.peakCards() != null ? r.peakCards() : 0;
        // A peak window's hours a day (rental.peak.hoursPerDay) are the peak's hours; its multiple sizes the peak cards.
        double peakHours = r.peak().hoursPerDay() != null ? r.peak().hoursPerDay()
                : r.peakHoursPerDay() != null ? r.peakHoursPerDay() : DEFAULT_PEAK_HOURS;
        boolean peakWindow = r.peak().multiple() != null;
        // a filter that rules the hybrid out keeps the cheapest way among the others, costed for the base alone
        boolean hybridAllowed = plan.filters().modes() == null || plan.filters().modes().contains(RentalMode.HYBRID);
        if (peakWindow && mode != Plan.RentalChoice.HYBRID && (mode != Plan.RentalChoice.AUTO || !hybridAllowed)) {
            // Only a hybrid rental bills the peak's extra cards on its days; a single mode is costed for the base load.
            found.notes.add(Message.of("note.peakOnlyHybrid", r.peak().multiple()));
        }
        if (mode == Plan.RentalChoice.AUTO && (peakWindow || peakCards > 0) && hybridAllowed) {
            // The cheapest way with a peak: only a hybrid rental bills the peak's extra cards when they run; every other
            // mode would be costed for the base alone and drop the peak without a word (issue 31 §6).
            mode = Plan.RentalChoice.HYBRID;
            found.notes.add(Message.of("note.peakAutoHybrid"));
        }
        if (mode == Plan.RentalChoice.HYBRID && peakCards == 0 && !peakWindow) {
            peakCards = 1;
            found.notes.add(Message.of("note.hybridPeakDefault", peakCards, peakHours));
        }
        int maxCards = plan.filters().maxCards() != null ? plan.filters().maxCards() : Assumptions.DEFAULT_MAX_CARDS;
        Set<RentalMode> modes = modesFor(mode, peakWindow ? Math.max(1, peakCards) : peakCards);
        if (plan.filters().modes() != null) {
            modes.retainAll(plan.filters().modes());
            if (modes.isEmpty()) {
                found.problem(PlanFields.MODES, Message.of("error.plan.noModes"));
            }
        }
        return new Rental(mode, duration, hours, peakCards, peakHours, maxCards, modes);
    }

    /** The hours a day the cards run: the plan's, else the scenario's, else round the clock. */
    private static double hoursPerDay(Plan.Rental r, ScenarioDefaults d) {
        return r.hoursPerDay() != null ? r.hoursPerDay() : d.hoursPerDay() > 0 ? d.hoursPerDay() : 24;
    }

    /**
     * The hours a batch job's cards run within its deadline (docs/domain.md §9.4): the hours a day and the days a week the
     * rental gives (each out-of-range value is a problem at its field; {@link com.gpurental.serving.RunningTime} then
     * counts round the clock).
     */
    private static RunningTime running(Plan.Rental r, ScenarioDefaults d) {
        return new RunningTime(hoursPerDay(r, d),
                r.daysPerWeek() != null ? r.daysPerWeek() : Assumptions.DEFAULT_DAYS_PER_WEEK);
    }

    private static Set<RentalMode> modesFor(Plan.RentalChoice mode, int peakCards) {
        return switch (mode) {
            case HOURLY -> EnumSet.of(RentalMode.HOURLY, RentalMode.DAILY, RentalMode.WEEKLY);
            case MONTHLY -> EnumSet.of(RentalMode.MONTHLY, RentalMode.QUARTERLY);
            case HYBRID -> EnumSet.of(RentalMode.HYBRID);
            case AUTO -> peakCards > 0 ? EnumSet.complementOf(EnumSet.of(RentalMode.CLUSTER))
                    : EnumSet.complementOf(EnumSet.of(RentalMode.HYBRID, RentalMode.CLUSTER));
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

    /** A bare parameter count from this size on is not given a guessed architecture. */
    public static final double ASK_MODEL_FROM_B = ModelResolver.ASK_MODEL_FROM_B;

    /** The catalog's models of 100B and more nearest to {@code paramsB}, nearest first (at most six names). */
    public static List<String> largeModels(Catalog catalog, double paramsB) {
        return ModelResolver.largeModels(catalog, paramsB);
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
