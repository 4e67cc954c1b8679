package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.ScalingTable;
import com.gpurental.catalog.Source;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Plans written the way the plan file writes them, and an advisor on the bundled catalog. */
final class AdvisorFixture {

    /** The bundled prices are as of this day: nothing is stale on it. */
    static final LocalDate PRICE_DATE = LocalDate.of(2026, 11, 1);
    static final Catalog CATALOG = CatalogLoader.bundled();

    private AdvisorFixture() {
    }

    /**
     * The bundled catalog with every server offer stating that the vendor rents a share of a server pro rata
     * ({@code sharesRented} true), as the market tables price a part of a server (docs/domain.md §3). The bundled
     * offers from seed 003's table state it too since issue 32, so this catalog now prices as the bundled one.
     */
    static final Catalog SHARES_RENTED = sharesRented(CATALOG);

    static Catalog sharesRented(Catalog c) {
        List<Offer> offers = c.offers().stream().map(o -> o.perCards() > 1 && !o.wholeServerOnly()
                ? new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(),
                        o.asOf(), o.notes(), false, true)
                : o).toList();
        List<ScalingTable> scaling = Arrays.stream(
                InterconnectType.values()).map(t -> c.scalingTable(t).orElseThrow()).toList();
        return new Catalog("test", c.asOf(), c.gpus(), offers, c.models(), c.scenarios(), scaling);
    }

    /**
     * The bundled catalog with every server offer silent on shares ({@code sharesRented} null), as a vendor quote that
     * does not say: every started server is billed whole (docs/domain.md §3.8). The bundled offers from seed 003's
     * market table state its pro-rata terms (issue 32); the whole-server rules are checked on this catalog.
     */
    static final Catalog WHOLE_SERVERS = wholeServers(CATALOG);

    static Catalog wholeServers(Catalog c) {
        List<Offer> offers = c.offers().stream().map(o -> o.perCards() > 1 && !o.wholeServerOnly()
                ? new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(),
                        o.asOf(), o.notes(), false, null)
                : o).toList();
        List<ScalingTable> scaling = Arrays.stream(
                InterconnectType.values()).map(t -> c.scalingTable(t).orElseThrow()).toList();
        return new Catalog("test", c.asOf(), c.gpus(), offers, c.models(), c.scenarios(), scaling);
    }

    /** Advice on {@link #WHOLE_SERVERS}: server offers that do not say whether a share is rented. */
    static Advice adviseWholeServers(String fields) {
        return adviseWholeServers(plan(fields));
    }

    /** Advice on {@link #WHOLE_SERVERS} for a built plan ({@code PlanBuilder}). */
    static Advice adviseWholeServers(Plan plan) {
        try {
            return new Advisor(WHOLE_SERVERS, PRICE_DATE).advise(plan);
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static Advisor advisor() {
        return new Advisor(CATALOG, PRICE_DATE);
    }

    /** Advice on {@link #SHARES_RENTED}: a vendor that rents a share of a server pro rata. */
    static Advice adviseSharesRented(String fields) {
        return adviseSharesRented(plan(fields));
    }

    /** Advice on {@link #SHARES_RENTED} for a built plan ({@code PlanBuilder}). */
    static Advice adviseSharesRented(Plan plan) {
        try {
            return new Advisor(SHARES_RENTED, PRICE_DATE).advise(plan);
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** A plan from the fields inside the document, e.g. {@code "\"precision\":\"int8\""}. */
    static Plan plan(String fields) {
        String json = "{\"format\":\"gpu-rental-plan\",\"version\":1" + (fields.isBlank() ? "" : "," + fields) + "}";
        try {
            return PlanJson.parse("test-plan.json", json.getBytes(StandardCharsets.UTF_8));
        } catch (InputException e) {
            throw new AssertionError(json + ": " + e.getMessage(), e);
        }
    }

    static Advice advise(String fields) {
        return advise(plan(fields));
    }

    static Advice advise(Plan plan) {
        try {
            return advisor().advise(plan);
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /**
     * A team whose software may be ported to any stack, so that non-CUDA cards are considered (with the
     * porting named as a cost); the tests about those cards' own properties use it.
     */
    static final String ANY_STACK = "\"software\":\"any\",";

    /**
     * The docs/domain.md §3 check plan: a 70B model (Llama-3-70B shape) at FP16, 4,096 tokens, 1 user, 30 days. A
     * service takes no term buffer by default; these reference cases were worked with the 10 % buffer (33 days), so
     * they state it.
     */
    static final String SEVENTY_B_CHAT = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"parameters\":\"70B"
            + "\"},"
            + "\"precision\":\"fp16\",\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":1,\"tokensPerSecondPerUser\":20},"
            + "\"rental\":{\"mode\":\"auto\",\"durationDays\":30,\"hoursPerDay\":24,\"bufferPercent\":10}";

    /** Llama-2-7B at FP16, 4,096 tokens, 1 user, 30 days (the docs/domain.md §3 Llama-2-7B check). */
    static final String LLAMA2_7B_CHAT = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"llama-2-7b"
            + "\"},"
            + "\"precision\":\"fp16\",\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":1,\"tokensPerSecondPerUser\":20},"
            + "\"rental\":{\"durationDays\":30,\"hoursPerDay\":24,\"bufferPercent\":10}";

    static Candidate candidate(Advice a, String gpu, RentalMode mode) {
        Candidate c = a.candidates().stream().filter(x -> x.gpu().id().equals(gpu) && x.cost().mode() == mode)
                .findFirst().orElse(null);
        assertNotNull(c, () -> "no " + mode + " candidate on " + gpu + " among " + describe(a.candidates()));
        return c;
    }

    static List<Candidate> candidates(Advice a, String gpu) {
        return a.candidates().stream().filter(x -> x.gpu().id().equals(gpu)).toList();
    }

    static Rejection rejection(Advice a, String gpu) {
        Rejection r = a.rejected().stream().filter(x -> x.gpu().id().equals(gpu)).findFirst().orElse(null);
        assertNotNull(r, () -> gpu + " is not rejected; candidates " + describe(a.candidates()));
        return r;
    }

    static String describe(List<Candidate> candidates) {
        return candidates.stream().map(c -> c.cards() + "×" + c.gpu().id() + " " + c.cost().mode().json() + " "
                + c.cost().termCostCny()).toList().toString();
    }

    // ------------------------------------------------------------------ helpers of the Advisor*Test classes

    static BigDecimal cny(String amount) {
        return new BigDecimal(amount);
    }

    static List<Warning> warnings(Candidate c, Warning.Code code) {
        return c.warnings().stream().filter(w -> w.code() == code).toList();
    }

    static Warning warning(Candidate c, Warning.Code code) {
        List<Warning> found = warnings(c, code);
        assertEquals(1, found.size(), () -> c.gpu().id() + " " + c.cost().mode() + " warnings " + c.warnings());
        return found.get(0);
    }

    /** The bundled catalog with extra offers (for GPUs the reference lists leave unpriced). */
    static Catalog withOffers(Offer... extra) {
        List<Offer> offers = new ArrayList<>(CATALOG.offers());
        offers.addAll(Arrays.asList(extra));
        List<ScalingTable> scaling = Arrays.stream(InterconnectType.values())
                .map(t -> CATALOG.scalingTable(t).orElseThrow()).toList();
        return new Catalog("test", CATALOG.asOf(), CATALOG.gpus(), offers, CATALOG.models(), CATALOG.scenarios(), scaling);
    }

    static Offer hourly(String gpu, String price) {
        return new Offer("test-" + gpu, gpu, RentalMode.HOURLY, cny(price), 1,
                new Source("test quote", null, Confidence.S, List.of()),
                PRICE_DATE, LocalizedText.EMPTY);
    }

}
