package com.gpurental.advice;

import com.gpurental.catalog.ScenarioDefaults;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.plan.Plan;
import com.gpurental.serving.Load;
import com.gpurental.serving.RequestKind;
import com.gpurental.serving.RunningTime;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * The service's load from the plan (docs/domain.md §3.9): the expert's requests in flight ({@code concurrentUsers}) when
 * given, else a batch job's items over the hours its cards run within its deadline, else the people in the buyer's
 * words, else the scenario's default. A figure missing for the arithmetic is a problem at its field; a default taken on
 * the buyer's behalf is a note. A model that thinks before it answers ({@code thinkingModel}, its name; null for any
 * other) defaults to an answer with its thinking, and the load carries its name so that the plain layer says what length
 * was assumed.
 */
final class LoadResolver {

    private LoadResolver() {
    }

    static Load resolve(Plan.Inference in, ScenarioDefaults d, String presetId, int context, Double tps,
                        DecodingChoice decoding, RunningTime running, BiConsumer<PlanField, Message> problem,
                        List<Message> notes) {
        String thinkingModel = decoding.thinkingModel();
        Load load = resolve(in, d, presetId, context, tps, thinkingModel != null, problem, notes, running);
        return load == null || thinkingModel == null || answerGiven(in) ? load
                : load.assumingThinking(thinkingModel, decoding.thinkingSwitch());
    }

    /** Whether the plan gives the answer's length (a service's answer, a batch job's output). */
    static boolean answerGiven(Plan.Inference in) {
        return in.answerTokens() != null || in.batch().outputTokens() != null && !in.batch().isEmpty();
    }

    private static Load resolve(Plan.Inference in, ScenarioDefaults d, String presetId, int context, Double tps,
                                boolean thinks, BiConsumer<PlanField, Message> problem, List<Message> notes,
                                RunningTime running) {
        Plan.Users users = in.users();
        Plan.Batch batch = in.batch();
        boolean batchJob = !batch.isEmpty();
        int answer = in.answerTokens() != null ? in.answerTokens() : RequestKind.CHAT_TURN.answerTokens(context, thinks);
        int prompt = in.promptTokens() != null ? in.promptTokens() : RequestKind.CHAT_TURN.promptTokens(context, answer);
        if (batchJob) {
            answer = batch.outputTokens() != null ? batch.outputTokens() : answer;
            prompt = batch.inputTokens() != null ? batch.inputTokens() : prompt;
        }
        Double firstTokenTarget = CandidateFactory.firstTokenTargetS(presetId);
        Load.Request request = new Load.Request(prompt, answer,
                in.prefixCacheShare() == null ? null : in.prefixCacheShare() / 100.0,
                firstTokenTarget != null ? firstTokenTarget : Assumptions.CHAT_FIRST_TOKEN_TARGET_S,
                tps != null && tps > 0 ? tps : Assumptions.LOAD_FALLBACK_TOKENS_PER_SECOND);
        if (in.concurrentUsers() != null) {
            if (users.people() != null || batchJob) {
                notes.add(Message.of("note.loadGivenWins", in.concurrentUsers()));
            }
            return Load.given(in.concurrentUsers(), true, request);
        }
        if (batchJob) {
            return batch(batch, request, running, problem);
        }
        if (!users.isEmpty()) {
            return people(users, request, problem, notes);
        }
        return Load.given(d.concurrentUsers() != null ? d.concurrentUsers() : 1, false, request);
    }

    /** A batch job's load: its items over the seconds its cards run within the deadline (docs/domain.md §9.4). */
    private static Load batch(Plan.Batch b, Load.Request request, RunningTime running,
                              BiConsumer<PlanField, Message> problem) {
        if (b.items() == null || b.deadlineDays() == null) {
            PlanField missing = b.items() == null ? PlanFields.BATCH_ITEMS : PlanFields.BATCH_DEADLINE;
            problem.accept(missing, PlanFields.problem("error.plan.batchNeeds", missing.path()));
            return null;
        }
        return Load.ofBatch(b.items(), b.deadlineDays(), running, request);
    }

    private static Load people(Plan.Users u, Load.Request request, BiConsumer<PlanField, Message> problem,
                               List<Message> notes) {
        if (u.people() == null) {
            problem.accept(PlanFields.PEOPLE, PlanFields.problem("error.plan.peopleMissing", PlanFields.PEOPLE.path()));
            return null;
        }
        if (u.requestsPerHour() == null) {
            problem.accept(PlanFields.REQUESTS_PER_HOUR, PlanFields.problem("error.plan.requestsPerHourMissing",
                    PlanFields.REQUESTS_PER_HOUR.path()));
            return null;
        }
        double share = u.busyShare() != null ? u.busyShare() / 100.0 : Assumptions.LOAD_DEFAULT_BUSY_SHARE;
        if (u.busyShare() == null) {
            notes.add(Message.of("note.loadBusyShareDefault", u.people()));
        }
        return Load.ofPeople(u.people(), share, u.requestsPerHour(), request);
    }
}
