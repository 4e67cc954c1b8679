package com.gpurental.plan;

import com.gpurental.models.ModelShape;
import com.gpurental.purchase.Purchase;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;

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
        Measurement.Measurements measurements) implements PlanParts {

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
                        ModelShape architecture) {
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
