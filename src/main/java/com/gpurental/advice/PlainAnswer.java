package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.serving.Layout;
import com.gpurental.serving.Load;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The answer in plain words, for the buyer and her approvers (issue 33): what to rent, what it costs, why in at most
 * three short sentences without engineering terms, and the risks as things to do. Worked out once here from the
 * advice's own figures; the Results page, the header, the approval summary, the text summary and the report's first
 * page render it. The engineer's layer (layout, cache, parallelism, sources) stays in the advice's reasons and
 * warnings.
 *
 * @param what    what to rent ("两台服务器，每台 8 张 H20"); null without a recommendation
 * @param cost    how it is rented and what it costs a month and for the term; null without a price
 * @param why     at most {@link #MAX_WHY} sentences
 * @param actions the risks as things to do before signing ("签约前试跑一天…"), blocking ones first
 */
public record PlainAnswer(Message what, Message cost, List<Message> why, List<Message> actions) {

    public static final int MAX_WHY = 3;

    public PlainAnswer {
        why = List.copyOf(why);
        actions = List.copyOf(actions);
    }

    /** The plain layer of an advice. */
    public static PlainAnswer of(Advice a) {
        Candidate lead = a.leading().orElse(null);
        if (lead == null) {
            List<Message> actions = a.needsQuote().isEmpty() ? List.of(Message.of("plain.action.nothingFits"))
                    : List.of(Message.of("plain.action.askQuote", a.needsQuote().size()));
            return new PlainAnswer(null, null, List.of(), actions);
        }
        if (a.answer().onSite()) {
            // hardware at the line; the rented price is only a reference for the cards' class
            return new PlainAnswer(a.answer().headline(), lead.cost() == null ? null
                    : Message.of("plain.costReference", cost(lead)), why(a, lead), actions(a, lead));
        }
        PeakRental peak = a.peak();
        // a hybrid's two parts follow its cost: the base by the month, the peak's cards on its days (issue 33 M3)
        Message cost = peak == null || cost(lead) == null ? cost(lead) : Message.of("plain.costPeak", cost(lead),
                peak.sentence());
        return new PlainAnswer(what(lead), cost, why(a, lead), actions(a, lead));
    }

    /** One line: what to rent and what it costs. */
    public Message headline() {
        if (what == null) {
            return null;
        }
        if (cost == null) {
            return what;
        }
        // an on-site answer is a whole sentence; its reference price is a sentence of its own after it
        return Message.of(cost.key().equals("plain.costReference") ? "plain.headlineOnSite" : "plain.headline", what, cost);
    }

    static Message what(Candidate c) {
        Deployment d = c.deployment();
        String vendor = c.vendor();
        Message cards;
        if (c.cards() == 1) {
            cards = Message.of("plain.what.oneCard", c.gpu().displayName());
        } else if (d != null && d.servers() > 1) {
            cards = Message.of("plain.what.servers", d.servers(), d.cardsPerServer(), c.gpu().displayName(), c.cards());
        } else {
            cards = Message.of("plain.what.oneServer", c.cards(), c.gpu().displayName());
        }
        return vendor == null ? cards : Message.of("plain.what.quote", vendor, cards);
    }

    static Message cost(Candidate c) {
        if (c.cost() == null) {
            return null;
        }
        int minimum = c.vendorQuote() == null ? 0 : c.vendorQuote().quote().billing().minimumDays();
        // a quote's minimum term longer than the term is what the term's total pays for: said with it (issue 32, audit)
        return Message.of(minimum > c.term().billableDays() ? "plain.cost.minimum" : "plain.cost", c.cost().mode(),
                c.cost().monthlyCostCny(), c.term().billableDays(), c.cost().termCostCny(), minimum);
    }

    static List<Message> why(Advice a, Candidate c) {
        List<Message> why = new ArrayList<>();
        Message measured = MeasuredLead.plain(c); // issue 34: a measurement that changed the answer says so first
        if (measured != null) {
            why.add(measured);
        }
        Message work = work(a, c);
        if (work != null) {
            why.add(work);
        }
        // several copies: the memory is all of them together (GpuSizer.replicated), said so ("6 套模型共需约 1,157 GB")
        int copies = c.deployment() == null ? 1 : c.deployment().replicas();
        why.add(a.memory().cardClass() ? Message.of("plain.why.cardClass")
                : TrialFirst.tightMemory(c) ? Message.of(copies > 1 ? "plain.why.memoryTightCopies" : "plain.why.memoryTight",
                        copies > 1 ? new Object[] {a.memory().requiredGb(), a.memory().sparePercent(),
                                c.cards() * c.gpu().capacityGb(), c.marginGb(), copies}
                                : new Object[] {a.memory().requiredGb(), a.memory().sparePercent(),
                                c.cards() * c.gpu().capacityGb(), c.marginGb()})
                : copies > 1 ? Message.of("plain.why.memoryCopies", a.memory().requiredGb(), a.memory().sparePercent(), copies)
                : Message.of("plain.why.memory", a.memory().requiredGb(), a.memory().sparePercent()));
        if (a.quoteLed()) {
            // the comparison's own sentence ("丙数据 is the cheapest quote that can carry the load")
            why.add(a.quoteChoice() != null ? a.quoteChoice() : Message.of("plain.why.quote", a.quotes().ranked().size()));
        } else if (a.whyNotCheapest() == null) {
            // a cheaper cluster that needs a quote (CLUSTER_QUOTE) makes it the cheapest the catalog prices, not the cheapest
            boolean cheaperToAsk = a.warnings().stream().anyMatch(w -> w.code() == Warning.Code.CLUSTER_QUOTE);
            boolean estimated = c.cost() != null && c.cost().mode() == RentalMode.CLUSTER;
            // a scenario's usual target missed (PRESET_CHECK, a soft target) is not "meets the need" (s21 check: the
            // domestic 70B's 910B at 11 tokens/s against the usual 20)
            boolean soft = c.warnings().stream().anyMatch(w -> w.code() == Warning.Code.PRESET_CHECK);
            why.add(Message.of(cheaperToAsk ? "plain.why.cheapestPriced" : estimated ? "plain.why.cheapestEstimated"
                    : a.allCandidates().size() > 1 ? soft ? "plain.why.cheapestSoft" : "plain.why.cheapest"
                    : soft ? "plain.why.onlySoft" : "plain.why.only"));
        } else {
            why.add(notCheapest(a.whyNotCheapest()));
        }
        return why.subList(0, Math.min(MAX_WHY, why.size()));
    }

    /**
     * Why the cheaper option is not the answer, in plain words and with its own figures (tester m8: "理由见工程细节" on an
     * approval that has no engineering detail): the ranking's reason ({@code rank.notCheapest[.CAVEAT]}) said plainly.
     */
    static Message notCheapest(Message ranked) {
        String caveat = ranked.key().startsWith("rank.notCheapest.") ? ranked.key().substring("rank.notCheapest".length())
                : "";
        return Message.of("plain.why.notCheapestBecause" + caveat, ranked.args().toArray());
    }

    /** What the cards do for the plan: users served and their speed, the training's days, an image's time. */
    static Message work(Advice a, Candidate c) {
        WorkloadKind kind = a.plan().workload().kind();
        Double v = c.speed() == null ? null : c.speed().value();
        if (v == null) {
            return null;
        }
        if (kind == WorkloadKind.LLM_INFERENCE && ServingInputs.batch(a.plan())) {
            return BatchNote.plain(a.plan(), c); // a batch job in its own terms: items an hour, days against the deadline
        }
        return switch (kind) {
            case LLM_INFERENCE -> Message.of("plain.why.serve." + layout(c.deployment()) + spare(a.plan(), c.deployment()),
                    copySpan(c.deployment()),
                    c.deployment() == null ? 1 : c.deployment().replicas(), served(a.plan(), Math.round(v)));
            case LLM_TRAINING -> Message.of("plain.why.train", c.cards(), v, a.plan().calendarDaysAside());
            case VISION -> Message.of("plain.why.vision", v);
            case COMPUTE -> null;
        };
    }

    /**
     * Who the cards serve: a load given in people is said in people and requests ("同时处理约 3 个请求，足够 200 名员工
     * （按最忙时 30% 在用、每人每小时 6 次）"), never as "3 people"; a number in flight given outright is that many users.
     */
    static Message served(ResolvedPlan rp, long tokensPerSecond) {
        Load l = rp.load();
        // a model that thinks first was sized on its default answer with the thinking: the sentence says how long
        boolean thinking = l != null && l.thinkingModel() != null;
        if (l != null && l.source() == Load.Source.PEOPLE && l.people() != null) {
            return Message.of(thinking ? "plain.load.peopleThinking" : "plain.load.people", l.inFlight(), l.people(),
                    Load.percent(l.busyShare()), Load.rate(l.requestsPerHour()), tokensPerSecond, l.answerTokens());
        }
        return Message.of(thinking ? "plain.load.usersThinking" : "plain.load.users", rp.workload().concurrentUsers(),
                tokensPerSecond, thinking ? l.answerTokens() : null);
    }

    /** One layout sentence for inference: one card, one server, copies over whole servers. */
    static String layout(Deployment d) {
        if (d == null || d.kind() == Deployment.Kind.SINGLE_CARD) {
            return "card";
        }
        if (d.pipelineStages() > 1) {
            return d.replicas() > 1 ? "serversCopies" : "servers";
        }
        return d.replicas() > 1 ? "copies" : "server";
    }

    /** "Spare" where one of the copies is the spare the buyer asked for (availability), else "". */
    private static String spare(ResolvedPlan rp, Deployment d) {
        return d != null && d.replicas() > 1 && ServingInputs.spareCopies(rp) > 0 ? "Spare" : "";
    }

    private static int copySpan(Deployment d) {
        if (d == null) {
            return 1;
        }
        if (d.attention() == Layout.Attention.DATA) {
            // data-parallel attention with expert parallelism: the copy is all the cards its experts are spread over
            return d.cardsPerReplica();
        }
        return d.pipelineStages() > 1 ? d.pipelineStages() : d.tensorParallel();
    }

    static List<Message> actions(Advice a, Candidate lead) {
        List<Message> actions = new ArrayList<>();
        List<Warning> all = new ArrayList<>(a.warnings());
        lead.warnings().stream().filter(w -> !all.contains(w)).forEach(all::add);
        List<Warning.Code> seen = new ArrayList<>();
        for (Warning w : all) {
            Warning.Code code = w.code() == Warning.Code.TRAINING_CLUSTER_CONTAINERS ? Warning.Code.TRAINING_CLUSTER : w.code();
            if (ACTION_CODES.contains(code) && !seen.contains(code)) {
                seen.add(code);
                // the trial first names its cost (issue 34): the warning's own figures
                // (plain.action.TRIAL_FIRST, .memory or .batch: the warning's own reason)
                // a variant to ask for names it (plain.action.VARIANT_MEMORY: the warning's own figures)
                // the busy share's own figures too ("填的是 0.3%… 如果指 30%，请改成 30")
                actions.add(action(w, code, lead));
            }
        }
        // the answer length a thinking model was sized on comes after what decides whether the order can run: a crowded
        // approval folds it into "N more" rather than spill onto a second page
        actions.stream().filter(m -> m.key().equals("plain.action.REASONING_ANSWER")
                || m.key().equals("plain.action.THINKING_ON")).findFirst().ifPresent(m -> {
            actions.remove(m);
            actions.add(m);
        });
        // a price that is an estimate until quoted decides what is signed: ask for the quote first
        actions.stream().filter(m -> m.key().equals("plain.action.CLUSTER_ESTIMATE")).findFirst().ifPresent(m -> {
            actions.remove(m);
            actions.add(0, withFallback(a, lead, m));
        });
        if (seen.contains(Warning.Code.TRIAL_FIRST) && seen.contains(Warning.Code.TRIAL_BEFORE_SIGNING)) {
            // the trial with its cost says the same as the provisional lead's trial, and more
            actions.removeIf(m -> m.key().startsWith("plain.action.TRIAL_BEFORE_SIGNING"));
        }
        if (a.budget().nothingFits() || Boolean.FALSE.equals(lead.withinBudget())) {
            // first: over budget, the order cannot be signed as it stands, and the remedy within it is what to decide
            actions.add(0, overBudget(a));
        }
        if (!seen.contains(Warning.Code.TRIAL_BEFORE_SIGNING) && !seen.contains(Warning.Code.EDGE_HARDWARE)
                && !seen.contains(Warning.Code.TRIAL_FIRST)) {
            // one copy of the plan's cards for a day, with its cost
            actions.add(TrialFirst.plainTrial(lead, a.plan().hoursPerDay(), a.trialCost()));
        }
        Message mode = a.modeAdvice().reason();
        if (mode != null && mode.key().equals("mode.reason.askMonthly")) {
            // m11: a year on hourly containers is the price basis, not the contract to sign (days, a month, the mode)
            actions.add(Message.of("plain.action.askMonthly", mode.args().get(1), mode.args().get(2), mode.args().get(4)));
        }
        if (all.stream().anyMatch(w -> w.code() == Warning.Code.SUPPORTING_HARDWARE)) {
            actions.add(Message.of("plain.action.SUPPORTING_HARDWARE")); // a check, after what decides the order
        }
        return actions;
    }

    /**
     * The cluster at its estimate names what to rent if no vendor quotes it at that price: the first-ranked alternative
     * the catalog prices as it is (not a cluster estimate) — the Qwen3-235B agent service's one 8 × H100 SXM server by the
     * month, ¥84,480, beside 16 × H20 estimated at ¥71,424 (session 20's open decision: the estimate leads, the priced
     * option is said beside it). None: the action as it was.
     */
    private static Message withFallback(Advice a, Candidate lead, Message ask) {
        return a.candidates().stream()
                .filter(c -> c != lead && c.cost() != null && c.cost().mode() != RentalMode.CLUSTER)
                .findFirst()
                .map(c -> {
                    List<Object> args = new ArrayList<>(ask.args());
                    args.addAll(List.of(c.cards(), c.gpu().displayName(),
                            Message.of("enum.RentalMode." + c.cost().mode().name()), c.cost().monthlyCostCny()));
                    return Message.of("plain.action.CLUSTER_ESTIMATE.fallback", args.toArray());
                }).orElse(ask);
    }

    /** A warning as a thing to do, with the warning's own figures where the plain sentence names them. */
    private static Message action(Warning w, Warning.Code code, Candidate lead) {
        List<Object> args = w.text().args();
        if (code == Warning.Code.TRIAL_BEFORE_SIGNING && args.size() > 5 && args.get(5) != null) {
            // the provisional lead's trial with its price (m12)
            return Message.of("plain.action.TRIAL_BEFORE_SIGNING.priced", args.toArray());
        }
        if (code == Warning.Code.CLUSTER_QUOTE && lead.cost() != null) {
            // the cheaper cluster by name, its catalog ceiling beside the recommendation's month (issue 31: 16 × H20
            // where the lead rents 24 × H100 at three times the price)
            List<Object> named = new ArrayList<>(args);
            named.add(lead.cost().monthlyCostCny());
            // a cluster for less than three months is asked for its term, not "by the month or the year" (a 28-day training)
            boolean shortTerm = ClusterRental.termDays(w) < ClusterRental.LONG_TERM_DAYS;
            return Message.of(shortTerm ? "plain.action.CLUSTER_QUOTE.namedShort" : "plain.action.CLUSTER_QUOTE.named",
                    named.toArray());
        }
        // the card a platform may rent under the lead's name (RTX 4090 or 4090 D: session 19 tester, P) is asked for in
        // writing on the first screen, as the other variants are
        boolean ownFigures = code == Warning.Code.TRIAL_FIRST || code == Warning.Code.BUSY_SHARE_FRACTION
                || code == Warning.Code.CHINA_STOCK || code == Warning.Code.CLUSTER_ESTIMATE
                || THINKING.contains(code) || VariantCheck.CODES.contains(code);
        return ownFigures ? Message.of(w.text().key().replace("warning.", "plain.action."), args.toArray())
                : Message.of("plain.action." + code.name());
    }

    /** The answer length a thinking model was sized on: said with the warning's own figures. */
    private static final Set<Warning.Code> THINKING = EnumSet.of(Warning.Code.REASONING_ANSWER,
            Warning.Code.THINKING_ON);

    /**
     * Over budget: the first remedy the budget stage found within the budget (they come in its order: the ones that keep
     * the project first), with its rental, its cost a month and what it gives up; or, without one, the generic steps.
     * (The remedies themselves are the budget stage's, {@link BudgetAdvisor}; this only says the first one plainly.)
     */
    private static Message overBudget(Advice a) {
        return a.budget().suggestions().stream().filter(Suggestion::withinBudget).findFirst()
                .map(s -> Message.of("plain.action.overBudget.remedy", s.description(), s.monthlyCostCny(),
                        // what it gives up, unless that only says the change again ("服务每天只运行 12 小时")
                        s.downsides().stream().filter(d -> !d.key().equals("suggest.downside.hours")).findFirst()
                                .map(d -> (Object) d).orElse(""), s.termCostCny()))
                .orElse(Message.of("plain.action.overBudget"));
    }

    /** The warnings that become a thing to do on the plain layer, in their order. */
    public static final List<Warning.Code> ACTION_CODES = List.of(Warning.Code.BUSY_SHARE_FRACTION,
            Warning.Code.REASONING_ANSWER, Warning.Code.THINKING_ON, Warning.Code.TRIAL_BEFORE_SIGNING, Warning.Code.TRIAL_FIRST,
            Warning.Code.EDGE_HARDWARE,
            Warning.Code.PORTING, Warning.Code.MULTI_SERVER, Warning.Code.TRAINING_CLUSTER, Warning.Code.FIRST_TOKEN_SLOW,
            Warning.Code.FP8_WEIGHT_ONLY, Warning.Code.CLUSTER_QUOTE, Warning.Code.VARIANT_MEMORY, Warning.Code.VARIANT_LINK,
            Warning.Code.VARIANT_SPEED, Warning.Code.CHINA_STOCK, Warning.Code.CLUSTER_ESTIMATE);
}
