package com.gpurental.bench;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.ScalingTable;
import com.gpurental.catalog.Source;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The bundled catalog's GPUs, models and scenarios with {@code count} generated offers spread evenly over the
 * 18 GPUs and the five billing modes, at prices scattered ±50% around a plausible level (fixed seed).
 */
public final class GeneratedCatalog {

    private GeneratedCatalog() {
    }

    public static Catalog withOffers(int count) {
        Catalog bundled = CatalogLoader.bundled();
        List<Gpu> gpus = bundled.gpus();
        RentalMode[] modes = RentalMode.offerModes();
        Random random = new Random(20261101L);
        List<Offer> offers = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Gpu gpu = gpus.get(i % gpus.size());
            RentalMode mode = modes[(i / gpus.size()) % modes.length];
            double memory = gpu.memoryGb() == null ? 16 : gpu.memoryGb();
            double perCardHour = 0.08 * memory * (0.5 + random.nextDouble());
            int perCards = mode.bareMetal() && random.nextBoolean() ? 8 : 1;
            double hours = switch (mode) {
                case HOURLY -> 1;
                case DAILY -> 24;
                case WEEKLY -> 24 * 7;
                case MONTHLY -> 720 * 0.8;
                case QUARTERLY -> 3 * 720 * 0.7;
                case HYBRID, CLUSTER -> throw new IllegalStateException("no " + mode + " offer");
            };
            BigDecimal price = BigDecimal.valueOf(perCardHour * hours * perCards).setScale(2, RoundingMode.HALF_UP);
            Confidence confidence = i % 7 == 0 ? Confidence.U : Confidence.S;
            offers.add(new Offer("gen-" + i, gpu.id(), mode, price, perCards,
                    new Source("generated offer " + i, null, confidence, List.of()), bundled.asOf().minusDays(i % 120),
                    LocalizedText.EMPTY));
        }
        List<ScalingTable> scaling = new ArrayList<>();
        for (InterconnectType t : InterconnectType.values()) {
            bundled.scalingTable(t).ifPresent(scaling::add);
        }
        return new Catalog("generated-" + count, bundled.asOf(), gpus, offers, bundled.models(), bundled.scenarios(), scaling);
    }
}
