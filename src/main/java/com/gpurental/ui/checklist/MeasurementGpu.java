package com.gpurental.ui.checklist;

import com.gpurental.acceptance.DeviceNames;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import java.util.List;
import java.util.Locale;

/**
 * The GPU of a typed measurement checked against the catalog (issue 34): the catalog's id in any case ("H20"), the
 * card's name as the app shows it in either language ("NVIDIA H20 96GB", "华为昇腾 910B") or the name a machine reports ("NVIDIA
 * H20") is taken as that GPU's id; anything
 * else is refused with what is wrong and a valid id, the catalog's ids like it first — the advice would otherwise never
 * size a candidate on it, without a word.
 */
final class MeasurementGpu {

    /** Ids offered beside the message at most. */
    static final int MAX_SUGGESTIONS = 5;

    /** The catalog's id of the typed GPU, or the problem with it. */
    record Result(String id, Message problem) {
    }

    private MeasurementGpu() {
    }

    static Result resolve(Catalog catalog, int number, String typed) {
        String t = typed == null ? "" : typed.strip();
        for (Gpu g : catalog.gpus()) {
            if (g.id().equalsIgnoreCase(t) || named(g, t)) {
                return new Result(g.id(), null);
            }
        }
        String reported = DeviceNames.idOf(t);
        if (reported != null && catalog.gpu(reported).isPresent()) {
            return new Result(reported, null);
        }
        List<Gpu> like = catalog.gpus().stream().filter(g -> alike(g, key(t))).limit(MAX_SUGGESTIONS).toList();
        Gpu example = !like.isEmpty() ? like.get(0) : catalog.gpu("h20").orElse(catalog.gpus().get(0));
        if (like.isEmpty()) {
            return new Result(null, Message.of("measure.error.gpu", number, InputLimits.echo(t), example.id(),
                    example.displayName()));
        }
        return new Result(null, Message.of("measure.error.gpuLike", number, InputLimits.echo(t),
                like.stream().map(Gpu::id).toList(), example.id(), example.displayName()));
    }

    /**
     * The typed text is the card's name as the app shows it, in either language ("华为昇腾 910B", "海光 DCU Z100", "Huawei
     * Ascend 910B"), whatever the case and spaces.
     */
    private static boolean named(Gpu g, String typed) {
        String k = key(typed);
        return !k.isEmpty() && (k.equals(key(g.name())) || k.equals(key(g.displayName().zh())));
    }

    /** Letters and digits only, lower case: "A800 80G" and "a800-80g" are alike. */
    private static String key(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
    }

    private static boolean alike(Gpu g, String typed) {
        if (typed.length() < 2) {
            return false;
        }
        String id = key(g.id());
        return id.contains(typed) || key(g.name()).contains(typed) || key(g.displayName().zh()).contains(typed)
                || typed.length() >= 3 && typed.contains(id);
    }
}
