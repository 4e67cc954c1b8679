package com.gpurental.catalog;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The loaded, validated catalog: GPUs, dated offers, model and scenario presets, scaling data. */
public final class Catalog {

    private final String origin;
    private final LocalDate asOf;
    private final Map<String, Gpu> gpus;
    private final List<Offer> offers;
    /** Offers per GPU id, in catalog order: the advisor asks for them per GPU, many times per advice. */
    private final Map<String, List<Offer>> offersByGpu;
    private final Map<String, ModelPreset> models;
    private final Map<String, ScenarioPreset> scenarios;
    private final Map<InterconnectType, ScalingTable> scaling;

    public Catalog(String origin, LocalDate asOf, List<Gpu> gpus, List<Offer> offers, List<ModelPreset> models,
                   List<ScenarioPreset> scenarios, List<ScalingTable> scaling) {
        this.origin = origin;
        this.asOf = asOf;
        this.gpus = new LinkedHashMap<>();
        gpus.forEach(g -> this.gpus.put(g.id(), g));
        this.offers = List.copyOf(offers);
        Map<String, List<Offer>> byGpu = new HashMap<>();
        for (Offer o : this.offers) {
            byGpu.computeIfAbsent(o.gpuId(), k -> new ArrayList<>()).add(o);
        }
        byGpu.replaceAll((id, list) -> List.copyOf(list));
        this.offersByGpu = byGpu;
        this.models = new LinkedHashMap<>();
        models.forEach(m -> this.models.put(m.id(), m));
        this.scenarios = new LinkedHashMap<>();
        scenarios.forEach(s -> this.scenarios.put(s.id(), s));
        this.scaling = new EnumMap<>(InterconnectType.class);
        scaling.forEach(t -> this.scaling.put(t.interconnect(), t));
    }

    /** The file or resource this catalog was read from. */
    public String origin() {
        return origin;
    }

    public LocalDate asOf() {
        return asOf;
    }

    public List<Gpu> gpus() {
        return List.copyOf(gpus.values());
    }

    public Optional<Gpu> gpu(String id) {
        return Optional.ofNullable(gpus.get(id));
    }

    public List<Offer> offers() {
        return offers;
    }

    /** The offers for one GPU, in catalog order (unmodifiable; empty when it has none). */
    public List<Offer> offersFor(String gpuId) {
        return offersByGpu.getOrDefault(gpuId, List.of());
    }

    public List<ModelPreset> models() {
        return List.copyOf(models.values());
    }

    public Optional<ModelPreset> model(String id) {
        return Optional.ofNullable(models.get(id));
    }

    public List<ScenarioPreset> scenarios() {
        return List.copyOf(scenarios.values());
    }

    public Optional<ScenarioPreset> scenario(String id) {
        return Optional.ofNullable(scenarios.get(id));
    }

    /** Scaling efficiency for {@code cards} over {@code type}; 1.0 for a single card or a missing table. */
    public double scalingEfficiency(InterconnectType type, int cards) {
        ScalingTable t = scaling.get(type);
        return t == null ? 1.0 : t.at(cards);
    }

    /**
     * What a card's link keeps, for training, of the utilisation published runs reached (docs/domain.md §3.5): those
     * runs were measured on NVLink clusters and include their multi-card losses, so NVLink-class scaling costs nothing
     * more; a slower link loses its own scaling against NVLink's at the same count (8 PCIe cards: 0.60 ÷ 0.88 = 0.68).
     * Never above 1.
     */
    public double trainingLinkFactor(InterconnectType type, int cards) {
        if (cards <= 1) {
            return 1.0;
        }
        return Math.min(1.0, scalingEfficiency(type, cards) / scalingEfficiency(InterconnectType.NVLINK, cards));
    }

    public Optional<ScalingTable> scalingTable(InterconnectType type) {
        return Optional.ofNullable(scaling.get(type));
    }
}
