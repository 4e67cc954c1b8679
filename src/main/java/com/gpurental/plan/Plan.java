package com.gpurental.plan;

import com.gpurental.catalog.RentalMode;
import com.gpurental.purchase.Purchase;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Set;

/**
 * What the user asked for, as saved in a plan file ({@code "format":"gpu-rental-plan"}).
 * Every field may be null: null means "the preset's or the documented default". Counts typed by
 * people ({@code "70B"}, {@code "1T"}) are {@link Count}s: read once where the plan comes in, the text kept as typed.
 */
public record Plan(
        String title,
        Scenario scenario,
        String preset,
        Model model,
        Precision precision,
        Training training,
        Inference inference,
        Vision vision,
        Boolean domesticOnly,
        Rental rental,
        Budget budget,
        Filters filters,
        Memory memory,
        Project project,
        Purchase purchase,
        Software software,
        Compute compute,
        Measurement.Measurements measurements) {

    public static final String FORMAT = "gpu-rental-plan";
    public static final int VERSION = 1;

    public enum Scenario { TRAINING, INFERENCE }

    public enum RentalChoice { AUTO, HOURLY, MONTHLY, HYBRID }

    /**
     * The model. {@code config} is the path of an imported config.json as written (relative to the plan
     * file), {@code architecture} the shape read from it, stored so the plan stays self-contained; with an
     * architecture the model is that one.
     */
    public record Model(String id, Count parameters, Count activeParameters, Integer layers, Integer hiddenSize,
                        Integer attentionHeads, Integer kvHeads, Integer headDim, String config,
                        com.gpurental.models.ModelShape architecture) {
        public static final Model EMPTY = new Model(null, null, null, null, null, null, null, null);

        public Model(String id, Count parameters, Count activeParameters, Integer layers, Integer hiddenSize,
                     Integer attentionHeads, Integer kvHeads, Integer headDim) {
            this(id, parameters, activeParameters, layers, hiddenSize, attentionHeads, kvHeads, headDim, null, null);
        }
    }

    public record Training(TrainingMethod method, Count tokens, Integer sequenceLength, Integer microBatch,
                           Double targetDays, Boolean activationCheckpointing) {
        public static final Training EMPTY = new Training(null, null, null, null, null, null);
    }

    /**
     * {@code kvCachePrecision}: fp16 (default), fp8 or int8 — FP8/INT8 halve the KV cache. {@code promptTokens}
     * and {@code answerTokens}, one request's prompt and answer that the response time is worked for (null: the answer
     * 215 tokens, the prompt the rest of the context). {@code thinking}: a model with a thinking switch (Qwen3, GLM-4.5)
     * answers with its reasoning (true) or without (false); null: the model's default. {@code speculative}: speculative
     * decoding the serving engine runs (null: none). {@code spareCopy}: availability, one copy more than the load needs.
     */
    public record Inference(Integer contextTokens, Integer concurrentUsers, Double tokensPerSecondPerUser,
                            KvPrecision kvCachePrecision, Integer promptTokens, Integer answerTokens, Users users,
                            Double prefixCacheShare, Batch batch, Boolean thinking, Speculative speculative,
                            Boolean spareCopy) {
        public static final Inference EMPTY = new Inference(null, null, null, null);

        public Inference {
            users = users == null ? Users.NONE : users;
            batch = batch == null ? Batch.NONE : batch;
        }

        /** A service as given, without a spare copy asked. */
        public Inference(Integer contextTokens, Integer concurrentUsers, Double tokensPerSecondPerUser,
                         KvPrecision kvCachePrecision, Integer promptTokens, Integer answerTokens, Users users,
                         Double prefixCacheShare, Batch batch, Boolean thinking, Speculative speculative) {
            this(contextTokens, concurrentUsers, tokensPerSecondPerUser, kvCachePrecision, promptTokens, answerTokens,
                    users, prefixCacheShare, batch, thinking, speculative, null);
        }

        /** Whether the buyer asked for one spare copy of the model (availability). */
        public boolean spareCopyAsked() {
            return Boolean.TRUE.equals(spareCopy);
        }

        /** The same service with a spare copy asked or not (null: not given). */
        public Inference withSpareCopy(Boolean spare) {
            return new Inference(contextTokens, concurrentUsers, tokensPerSecondPerUser, kvCachePrecision, promptTokens,
                    answerTokens, users, prefixCacheShare, batch, thinking, speculative, spare);
        }

        /** A service without a thinking switch or speculative decoding set. */
        public Inference(Integer contextTokens, Integer concurrentUsers, Double tokensPerSecondPerUser,
                         KvPrecision kvCachePrecision, Integer promptTokens, Integer answerTokens, Users users,
                         Double prefixCacheShare, Batch batch) {
            this(contextTokens, concurrentUsers, tokensPerSecondPerUser, kvCachePrecision, promptTokens, answerTokens,
                    users, prefixCacheShare, batch, null, null);
        }

        /** The same service with the thinking switch and speculative decoding as given (null: the defaults). */
        public Inference withDecoding(Boolean think, Speculative spec) {
            return new Inference(contextTokens, concurrentUsers, tokensPerSecondPerUser, kvCachePrecision, promptTokens,
                    answerTokens, users, prefixCacheShare, batch, think, spec, spareCopy);
        }

        /** A service without the load in the buyer's words, a prefix-cache share or a batch job. */
        public Inference(Integer contextTokens, Integer concurrentUsers, Double tokensPerSecondPerUser,
                         KvPrecision kvCachePrecision, Integer promptTokens, Integer answerTokens) {
            this(contextTokens, concurrentUsers, tokensPerSecondPerUser, kvCachePrecision, promptTokens, answerTokens,
                    null, null, null);
        }

        /** The same service with the load in the buyer's words, a prefix-cache share and a batch job. */
        public Inference withLoad(Users u, Double prefixShare, Batch b) {
            return new Inference(contextTokens, concurrentUsers, tokensPerSecondPerUser, kvCachePrecision, promptTokens,
                    answerTokens, u, prefixShare, b, thinking, speculative, spareCopy);
        }

        public Inference(Integer contextTokens, Integer concurrentUsers, Double tokensPerSecondPerUser,
                         KvPrecision kvCachePrecision) {
            this(contextTokens, concurrentUsers, tokensPerSecondPerUser, kvCachePrecision, null, null);
        }

        public Inference(Integer contextTokens, Integer concurrentUsers, Double tokensPerSecondPerUser) {
            this(contextTokens, concurrentUsers, tokensPerSecondPerUser, null);
        }
    }

    /**
     * Speculative decoding the serving engine runs (plan {@code inference.speculative}): {@code mtp}, the model's own
     * multi-token-prediction head drafts the next token (DeepSeek-V3/R1).
     */
    public enum Speculative {
        MTP;

        public String json() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The value of a plan file's text, or null when it names none. */
        public static Speculative fromJson(String s) {
            return "mtp".equalsIgnoreCase(s == null ? null : s.trim()) ? MTP : null;
        }
    }

    /**
     * The load in the buyer's words (plan {@code inference.users}): how many people use the service, the share of them,
     * %, using it in the busiest hour, and how many requests each sends in that hour. Null fields take the defaults.
     */
    public record Users(Integer people, Double busyShare, Double requestsPerHour) {
        public static final Users NONE = new Users(null, null, null);

        public boolean isEmpty() {
            return equals(NONE);
        }
    }

    /**
     * A batch (offline) job (plan {@code batch}): how many items, each one's tokens in and out, and the days it must be
     * done in.
     */
    public record Batch(Integer items, Integer inputTokens, Integer outputTokens, Double deadlineDays) {
        public static final Batch NONE = new Batch(null, null, null, null);

        public boolean isEmpty() {
            return equals(NONE);
        }
    }

    /**
     * Who the plan is for and who prepared it: printed in the PDF header, and what the papers ask for
     *: the budget line (预算科目/编号), who vendors answer to, the date quotes are due and the rental's start.
     * Empty strings are null.
     */
    public record Project(String name, String preparer, String department, String budgetLine, String contact,
                          java.time.LocalDate quoteDeadline, java.time.LocalDate startDate) {
        public static final Project NONE = new Project(null, null, null);

        public Project {
            name = blank(name);
            preparer = blank(preparer);
            department = blank(department);
            budgetLine = blank(budgetLine);
            contact = blank(contact);
        }

        /** Name, preparer and department only (the papers' fields left to fill in by hand). */
        public Project(String name, String preparer, String department) {
            this(name, preparer, department, null, null, null, null);
        }

        private static String blank(String s) {
            return s == null || s.isBlank() ? null : s.strip();
        }

        public boolean isEmpty() {
            return equals(NONE);
        }
    }

    /** Memory settings: the spare kept on top of the computed need, 0–50% (null = the default 20%). */
    public record Memory(Double sparePercent) {
        public static final Memory DEFAULT = new Memory(null);
    }

    /**
     * Scientific computing: whether the code needs double precision (FP64: VASP, CP2K, Gaussian, most CFD solvers);
     * null or false ranks the cards on single precision (FP32).
     */
    public record Compute(Boolean doublePrecision) {
        public static final Compute NONE = new Compute(null);

        public boolean needsDoublePrecision() {
            return Boolean.TRUE.equals(doublePrecision);
        }
    }

    /**
     * Visual inspection: image size, daily volume and the latency target; one image as sent ({@code imageMb},
     * MB) and the line's speed to the cards ({@code linkMbps}, Mbit/s), whose transfer counts in the latency.
     */
    public record Vision(Double megapixels, Double imagesPerDay, Double latencyMs, Double imageMb, Double linkMbps) {
        public static final Vision EMPTY = new Vision(null, null, null);

        public Vision(Double megapixels, Double imagesPerDay, Double latencyMs) {
            this(megapixels, imagesPerDay, latencyMs, null, null);
        }
    }

    /**
     * @param bufferPercent the buffer on the task's duration, % (0 to 100); null takes the default — 10 for
     *                      a task of uncertain length (training, batch compute), 0 for a fixed-term service
     * @param daysPerWeek   the days a week the work runs, 1 to 7 (issue 32: an office-hours service runs 5); null: 7
     */
    public record Rental(RentalChoice mode, Double durationDays, Double hoursPerDay, Integer peakCards,
                         Double peakHoursPerDay, Double bufferPercent, Peak peak, Integer daysPerWeek) {
        public static final Rental EMPTY = new Rental(null, null, null, null, null, null);

        public Rental {
            peak = peak == null ? Peak.NONE : peak;
        }

        /** A rental run every day of the week (no {@code daysPerWeek}). */
        public Rental(RentalChoice mode, Double durationDays, Double hoursPerDay, Integer peakCards,
                      Double peakHoursPerDay, Double bufferPercent, Peak peak) {
            this(mode, durationDays, hoursPerDay, peakCards, peakHoursPerDay, bufferPercent, peak, null);
        }

        /** A rental without a peak window. */
        public Rental(RentalChoice mode, Double durationDays, Double hoursPerDay, Integer peakCards,
                      Double peakHoursPerDay, Double bufferPercent) {
            this(mode, durationDays, hoursPerDay, peakCards, peakHoursPerDay, bufferPercent, null);
        }

        /** The same rental in another mode at other hours a day, its peak kept (a budget suggestion). */
        public Rental withModeAndHours(RentalChoice m, Double hours) {
            return new Rental(m, durationDays, hours, peakCards, peakHoursPerDay, bufferPercent, peak, daysPerWeek);
        }

        public Rental(RentalChoice mode, Double durationDays, Double hoursPerDay, Integer peakCards,
                      Double peakHoursPerDay) {
            this(mode, durationDays, hoursPerDay, peakCards, peakHoursPerDay, null);
        }
    }

    /**
     * A peak with a window (plan {@code rental.peak}): on {@code days} days of the term (null: every day), for
     * {@code hoursPerDay} hours, the load is {@code multiple} times the base load.
     */
    public record Peak(Integer days, Double hoursPerDay, Double multiple) {
        public static final Peak NONE = new Peak(null, null, null);

        public boolean isEmpty() {
            return equals(NONE);
        }
    }

    /** A monthly or a total budget (at most one is set). */
    public record Budget(BigDecimal monthlyCny, BigDecimal totalCny) {
        public static final Budget NONE = new Budget(null, null);
    }

    /** Results-page filters: the most cards to consider and the rental modes allowed (null = all). */
    public record Filters(Integer maxCards, Set<RentalMode> modes) {
        public static final Filters NONE = new Filters(null, null);

        public Filters {
            modes = modes == null ? null : Set.copyOf(modes);
        }
    }

    public Plan {
        model = model == null ? Model.EMPTY : model;
        training = training == null ? Training.EMPTY : training;
        inference = inference == null ? Inference.EMPTY : inference;
        vision = vision == null ? Vision.EMPTY : vision;
        rental = rental == null ? Rental.EMPTY : rental;
        budget = budget == null ? Budget.NONE : budget;
        filters = filters == null ? Filters.NONE : filters;
        memory = memory == null ? Memory.DEFAULT : memory;
        project = project == null ? Project.NONE : project;
        purchase = purchase == null ? Purchase.NONE : purchase;
        compute = compute == null ? Compute.NONE : compute;
        measurements = measurements == null ? Measurement.Measurements.NONE : measurements;
    }

    /** A plan without measured speeds (see {@link #measurements()}: issue 34). */
    public Plan(String title, Scenario scenario, String preset, Model model, Precision precision, Training training,
                Inference inference, Vision vision, Boolean domesticOnly, Rental rental, Budget budget, Filters filters,
                Memory memory, Project project, Purchase purchase, Software software, Compute compute) {
        this(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, filters,
                memory, project, purchase, software, compute, null);
    }

    /** The same plan with other measured speeds (an imported trial result, one typed on the Checklist page). */
    public Plan withMeasurements(Measurement.Measurements m) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget,
                filters, memory, project, purchase, software, compute, m);
    }

    /** A plan without a scientific-computing section (see {@link #compute()}). */
    public Plan(String title, Scenario scenario, String preset, Model model, Precision precision, Training training,
                Inference inference, Vision vision, Boolean domesticOnly, Rental rental, Budget budget, Filters filters,
                Memory memory, Project project, Purchase purchase, Software software) {
        this(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, filters,
                memory, project, purchase, software, null);
    }

    /** The same plan with another scientific-computing section (double precision or not). */
    public Plan withCompute(Compute c) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget,
                filters, memory, project, purchase, software, c, measurements);
    }

    /** A plan that does not say which software stack its team runs on (see {@link #software()}). */
    public Plan(String title, Scenario scenario, String preset, Model model, Precision precision, Training training,
                Inference inference, Vision vision, Boolean domesticOnly, Rental rental, Budget budget, Filters filters,
                Memory memory, Project project, Purchase purchase) {
        this(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, filters,
                memory, project, purchase, null);
    }

    /** The software stack the team runs on: the plan's, or CUDA when it does not say. */
    public Software softwareOrDefault() {
        return software == null ? Software.DEFAULT : software;
    }

    /** The same plan for a team on another software stack (null: the default, CUDA). */
    public Plan withSoftware(Software s) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget,
                filters, memory, project, purchase, s, compute, measurements);
    }

    /** A plan without quotes, storage or ownership (see {@link #purchase()}). */
    public Plan(String title, Scenario scenario, String preset, Model model, Precision precision, Training training,
                Inference inference, Vision vision, Boolean domesticOnly, Rental rental, Budget budget, Filters filters,
                Memory memory, Project project) {
        this(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, filters,
                memory, project, Purchase.NONE);
    }

    /** A plan with default memory settings and no project details, with quotes. */
    public Plan(String title, Scenario scenario, String preset, Model model, Precision precision, Training training,
                Inference inference, Vision vision, Boolean domesticOnly, Rental rental, Budget budget, Filters filters,
                Purchase purchase) {
        this(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, filters,
                Memory.DEFAULT, Project.NONE, purchase);
    }

    /** A plan without project details. */
    public Plan(String title, Scenario scenario, String preset, Model model, Precision precision, Training training,
                Inference inference, Vision vision, Boolean domesticOnly, Rental rental, Budget budget, Filters filters,
                Memory memory) {
        this(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, filters,
                memory, Project.NONE);
    }

    public Plan withProject(Project p) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget,
                filters, memory, p, purchase, software, compute, measurements);
    }

    /** A plan with the default memory settings. */
    public Plan(String title, Scenario scenario, String preset, Model model, Precision precision, Training training,
                Inference inference, Vision vision, Boolean domesticOnly, Rental rental, Budget budget, Filters filters) {
        this(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, filters,
                Memory.DEFAULT);
    }

    public static Plan empty() {
        return new Plan(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    public Plan withMemory(Memory m) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget,
                filters, m, project, purchase, software, compute, measurements);
    }

    /** The same plan for another model (the budget's "a smaller model fits"). */
    public Plan withModel(Model m) {
        return new Plan(title, scenario, preset, m, precision, training, inference, vision, domesticOnly, rental, budget,
                filters, memory, project, purchase, software, compute, measurements);
    }

    public Plan withPrecision(Precision p) {
        return new Plan(title, scenario, preset, model, p, training, inference, vision, domesticOnly, rental, budget, filters,
                memory, project, purchase, software, compute, measurements);
    }

    public Plan withTraining(Training t) {
        return new Plan(title, scenario, preset, model, precision, t, inference, vision, domesticOnly, rental, budget, filters,
                memory, project, purchase, software, compute, measurements);
    }

    public Plan withRental(Rental r) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, r, budget, filters,
                memory, project, purchase, software, compute, measurements);
    }

    public Plan withFilters(Filters f) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget, f,
                memory, project, purchase, software, compute, measurements);
    }

    public Plan withBudget(Budget b) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, b, filters,
                memory, project, purchase, software, compute, measurements);
    }

    public Plan withInference(Inference i) {
        return new Plan(title, scenario, preset, model, precision, training, i, vision, domesticOnly, rental, budget, filters,
                memory, project, purchase, software, compute, measurements);
    }

    /** The same plan with other quotes, storage or ownership (the Quotes page). */
    public Plan withPurchase(Purchase p) {
        return new Plan(title, scenario, preset, model, precision, training, inference, vision, domesticOnly, rental, budget,
                filters, memory, project, p, software, compute, measurements);
    }
}
