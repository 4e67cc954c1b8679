package com.gpurental.checklist;

import com.gpurental.acceptance.Acceptance;
import com.gpurental.acceptance.SavedAcceptance;
import com.gpurental.acceptance.Verdict;
import com.gpurental.advice.Advice;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Warning;
import com.gpurental.catalog.Gpu;
import com.gpurental.plan.ChecklistState;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The twelve pre-purchase checks of docs/domain.md §5. Items the wizard has established carry their
 * evidence ("memory need computed: 172 GB incl. 20% spare"); the others wait for a manual tick.
 */
public final class Checklist {

    public static final List<String> IDS = List.of("scenario", "size", "memory", "interconnect", "compared", "mode",
            "term", "budget", "hardware", "benchmark", "domestic", "vendor");

    private Checklist() {
    }

    /** The items before there is an advice: the user's ticks and notes, nothing established. */
    public static List<ChecklistItem> beforeAdvice(ChecklistState state) {
        return items(null, List.of(), state, QuoteComparison.NONE);
    }

    /**
     * The items for an advice, the user's ticks and notes, and the GPUs compared on the results page, without quotes.
     */
    public static List<ChecklistItem> items(Advice advice, List<String> comparedGpus, ChecklistState state) {
        return items(advice, comparedGpus, state, QuoteComparison.NONE);
    }

    /**
     * The same with the vendors' quotes compared (every output reads this through {@code output.RenderInput}, which
     * passes the advice's own quotes and the GPUs as its comparison shows them): the budget item checks the recommended quote
     * against the
     * budget, and the vendor-terms item records the quote's service terms when they meet the plan's need.
     */
    public static List<ChecklistItem> items(Advice advice, List<String> comparedGpus, ChecklistState state,
                                            QuoteComparison quotes) {
        List<ChecklistItem> items = new ArrayList<>();
        // Items 9 and 10 are ticked from the imported acceptance result only, read against this advice.
        Acceptance acceptance = SavedAcceptance.check(state.acceptance(), advice);
        for (int i = 0; i < IDS.size(); i++) {
            String id = IDS.get(i);
            Message evidence = advice == null ? null : quoteEvidence(id, advice, quotes);
            if (evidence == null && advice != null) {
                evidence = evidence(id, advice, comparedGpus);
            }
            ChecklistState.Entry e = state.entry(id);
            boolean needsDecision = advice != null && "budget".equals(id) && advice.budget().status() == BudgetCheck.Status.OVER;
            // The vendor item names the quote's service terms; its data-security and early-termination terms are read
            // by the buyer, so a quote's terms are a help there, never a tick.
            boolean confirmByHand = "vendor".equals(id) || "interconnect".equals(id) && spansServers(advice)
                    || "benchmark".equals(id) // the trial's cost is a help: the run itself is confirmed by hand
                    || "hardware".equals(id); // the minimums are a help: the vendor's servers are confirmed by hand
            SavedAcceptance.Evidence proof = acceptance == null ? null : SavedAcceptance.evidence(id, acceptance);
            if (proof != null) {
                // Passed: done with the evidence. A line to look at: a help, ticked by hand. Failed: open with what to
                // ask the vendor, until the buyer decides by hand.
                evidence = proof.text();
                needsDecision = proof.verdict() == Verdict.FAIL;
                confirmByHand = proof.verdict() == Verdict.WARN;
            }
            items.add(new ChecklistItem(i + 1, id, Message.of("checklist.item." + id), evidence, e.checked(), e.note(),
                    needsDecision, confirmByHand, notApplicable(id, advice, e, evidence != null && !needsDecision
                            && !confirmByHand)));
        }
        return items;
    }

    /** Done or not applicable: the items with nothing left to do. */
    public static long done(List<ChecklistItem> items) {
        return items.stream().filter(ChecklistItem::done).count();
    }

    /**
     * The applying items a person ticked that the wizard did not establish: what a manager may read as sign-off ("已完成
     * 8 / 12" on a plan nobody had reviewed counted the wizard's own ticks, issue 33).
     */
    public static long byHand(List<ChecklistItem> items) {
        return items.stream().filter(i -> i.applies() && i.checked() && !i.automatic()).count();
    }

    /** The applying items the wizard established ("由向导检查"), counted apart from a person's ticks. */
    public static long byWizard(List<ChecklistItem> items) {
        return items.stream().filter(i -> i.applies() && i.automatic()).count();
    }

    /** The items that do not apply to this plan (counted among {@link #done}). */
    public static long notApplicable(List<ChecklistItem> items) {
        return items.stream().filter(i -> !i.applies()).count();
    }

    /**
     * Why an item does not apply (null: it applies). 信创 applies only to a plan that requires domestic products; any
     * other item the wizard has not established the buyer may mark not applicable, the note giving the reason.
     */
    private static Message notApplicable(String id, Advice advice, ChecklistState.Entry e, boolean established) {
        if (advice != null && "domestic".equals(id) && !advice.plan().domesticOnly()) {
            return Message.of("checklist.na.domestic");
        }
        if (!e.notApplicable() || established) {
            return null;
        }
        return e.note().isBlank() ? Message.of("checklist.na.byBuyer") : Message.of("checklist.na.because", e.note().strip());
    }

    /** Whether the recommendation spans servers joined by RDMA (its network is then asked of the vendor). */
    private static boolean spansServers(Advice advice) {
        return advice != null && advice.leading().map(c -> c.deployment().needsRdma()).orElse(false);
    }

    /** GPU names for ids, as the advice knows them (candidates and rejected GPUs cover the catalog). */
    static List<Object> names(Advice a, List<String> ids) {
        List<Object> names = new ArrayList<>();
        for (String id : ids) {
            Object name = a.allReference().stream().map(Candidate::gpu).filter(g -> g.id().equals(id)).<Object>map(
                    Gpu::displayName)
                    .findFirst().orElse(a.rejected().stream().map(r -> r.gpu()).filter(g -> g.id().equals(id))
                            .<Object>map(Gpu::displayName).findFirst().orElse(id));
            names.add(name);
        }
        return names;
    }

    /** Flags that leave the vendor's terms unconfirmed. */
    private static final Set<QuoteFlag.Code> TERMS_OPEN = EnumSet.of(QuoteFlag.Code.SLA_BELOW_NEED,
            QuoteFlag.Code.REPLACEMENT_SLOWER, QuoteFlag.Code.INVOICE_NOT_STATED, QuoteFlag.Code.NO_SPECIAL_INVOICE,
            QuoteFlag.Code.EXPIRED, QuoteFlag.Code.EXPIRES_BEFORE_START);

    private static Message quoteEvidence(String id, Advice a, QuoteComparison quotes) {
        VendorQuoteCost q = quotes == null ? null : quotes.recommended();
        if (q == null) {
            return null;
        }
        return switch (id) {
            // The advice's own verdict on the recommended quote (its whole-term cost against the budget for the
            // term), not a second rule: billed whole months count as the engine counts them.
            case "budget" -> a.quoteLed() && a.budget().status() != BudgetCheck.Status.UNKNOWN
                    ? Message.of("checklist.evidence.quoteBudget", q.vendor(), a.budget().verdict().sentence()) : null;
            case "vendor" -> q.quote().sla().availabilityPercent() == null
                    || q.flags().stream().anyMatch(f -> TERMS_OPEN.contains(f.code())) ? null
                    : Message.of("checklist.evidence.vendorQuote", q.vendor(), q.quote().sla().availabilityPercent()
                            .toPlainString(),
                            q.quote().validUntil() == null ? null : q.quote().validUntil().toString());
            default -> null;
        };
    }

    private static Message evidence(String id, Advice a, List<String> compared) {
        Workload w = a.plan().workload();
        Candidate lead = a.leading().orElse(null);
        return switch (id) {
            case "scenario" -> Message.of("checklist.evidence.scenario", a.plan().preset().name());
            case "size" -> {
                Architecture arch = w.architecture();
                yield arch == null ? Message.of("checklist.evidence.sizeNonLlm", w.precision())
                        : Message.of("checklist.evidence.size", arch.parametersB(), w.precision());
            }
            case "memory" -> Message.of(a.memory().cardClass() ? "checklist.evidence.memoryCardClass"
                    : "checklist.evidence.memory", a.memory().requiredGb(), a.memory().sparePercent());
            case "interconnect" -> {
                if (lead == null) {
                    yield null;
                }
                Gpu g = lead.gpu();
                if (lead.cards() == 1) {
                    yield Message.of("checklist.evidence.singleCard", g.displayName());
                }
                if (lead.deployment().needsRdma()) {
                    // Between the servers the network is the vendor's to state: the item is a help until the quote does.
                    yield Message.of("checklist.evidence.interconnectServers", lead.cards(), g.displayName(),
                            g.interconnect().type(), g.interconnect().pairGbPerS(), lead.deployment().servers(),
                            a.supportingHardware().networkGbit());
                }
                yield Message.of("checklist.evidence.interconnect", lead.cards(), g.displayName(), g.interconnect().type(),
                        g.interconnect().pairGbPerS() == null ? null : g.interconnect().pairGbPerS());
            }
            case "compared" -> compared != null && compared.size() >= 2
                    ? Message.of("checklist.evidence.compared", compared.size(), names(a, compared)) : null;
            case "mode" -> a.modeAdvice().recommended() == null ? null
                    : Message.of("checklist.evidence.mode", a.modeAdvice().recommended());
            case "term" -> a.term().sizedForCautious()
                    ? Message.of("checklist.evidence.termCautious", a.term().billableDays(), a.term().taskDays(),
                            a.term().cautiousTaskDays())
                    : Message.of("checklist.evidence.term", a.term().billableDays(), a.term().taskDays());
            case "budget" -> a.budget().status() == BudgetCheck.Status.UNKNOWN ? null : a.budget().verdict().sentence();
            case "domestic" -> a.plan().domesticOnly() && lead != null
                    ? Message.of("checklist.evidence.domestic", lead.gpu().displayName(), lead.gpu().stack()) : null;
            // issue 34: the trial the advice recommends before a contract, with its cost from the card's hourly offer;
            // else the plain layer's own trial (issue 33: it read "rent one card for a few hours" for a 16-card plan)
            case "benchmark" -> lead == null ? null : lead.warnings().stream()
                    .filter(x -> x.code() == Warning.Code.TRIAL_FIRST).findFirst()
                    .map(x -> Message.of("checklist.trialFirst", x.text().args().get(3), x.text().args().get(4),
                            x.text().args().get(5), x.text().args().get(8), x.text().args().get(7)))
                    .orElseGet(() -> a.plain().actions().stream().filter(x -> x.key().startsWith("plain.action.trial")
                            || x.key().startsWith("plain.action.TRIAL_BEFORE_SIGNING"))
                            .findFirst().orElse(null));
            // the engine's one statement of the RAM, storage and network minimums (issue 33: it read "≥100 Gbps")
            case "hardware" -> a.supportingHardware().sentence();
            default -> null; // vendor: confirmed by hand
        };
    }
}
