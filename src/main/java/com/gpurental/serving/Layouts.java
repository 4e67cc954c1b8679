package com.gpurental.serving;

import static com.gpurental.sizing.Assumptions.CARDS_PER_SERVER;

import com.gpurental.sizing.Architecture;
import java.util.ArrayList;
import java.util.List;

/** The layouts a serving engine runs {@code n} cards of one model in (docs/domain.md §9). */
public final class Layouts {

    /** Cards a tensor-parallel group may span: within one server, and a divisor of the attention heads. */
    static final int[] TENSOR_PARALLEL_SIZES = {1, 2, 4, 8};

    private Layouts() {
    }

    /**
     * The layouts of {@code n} cards, in the order they are tried: copies on one card, on ever larger tensor-parallel
     * groups in one server, copies of whole servers (tensor parallel within, pipeline across); for a mixture of
     * experts also copies with data-parallel attention and the experts split over 2, 4, 8 cards or whole servers.
     */
    public static List<Layout> of(int n, Architecture a) {
        int heads = a == null ? 0 : a.attentionHeads();
        List<Layout> layouts = new ArrayList<>();
        for (int t : TENSOR_PARALLEL_SIZES) {
            if (n % t == 0 && dividesHeads(t, heads)) {
                layouts.add(Layout.tensor(t, 1, n / t));
            }
        }
        if (dividesHeads(CARDS_PER_SERVER, heads) && n % CARDS_PER_SERVER == 0) {
            int servers = n / CARDS_PER_SERVER;
            for (int s = 2; s <= servers; s++) {
                if (servers % s == 0) {
                    layouts.add(Layout.tensor(CARDS_PER_SERVER, s, servers / s));
                }
            }
        }
        if (a != null && a.moe()) {
            for (int e = 2; e <= n; e = e < CARDS_PER_SERVER ? e * 2 : e + CARDS_PER_SERVER) {
                if (n % e == 0) {
                    layouts.add(Layout.dataAttention(e, n / e));
                }
            }
        }
        return layouts;
    }

    /** Whether a tensor-parallel group of {@code t} cards divides the heads (unknown heads: 0, any group). */
    public static boolean dividesHeads(int t, int attentionHeads) {
        return attentionHeads <= 0 || attentionHeads % t == 0;
    }
}
