package com.gpurental.acceptance;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.SupportingHardware;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Message;
import com.gpurental.units.MemorySize;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares what was delivered ({@link Delivered}) with the plan's leading option — the chosen vendor quote where
 * quotes lead the advice, else the engine's recommendation — line by line, each pass, warn or fail in plain words.
 * The only place the acceptance verdicts are made; the checklist, the CLI, the page and the acceptance record show
 * them.
 */
public final class AcceptanceCheck {

    /**
     * nvidia-smi reports a card's memory a little under its binary capacity: the driver and ECC keep some
     * (A100 80GB: 81,920 of 81,920 MiB; H100 80GB HBM3: 81,559; RTX 4090: 24,564 of 24,576; T4: 15,360 of 16,384 —
     * 6.25% under). A card reporting more than 7% under the quoted capacity is not the quoted card.
     */
    static final double MEMORY_REPORTED_SHARE = 0.93;
    /** More than a quarter over the maker's capacity: a card modified with larger memory chips (a 48 GB 4090). */
    static final double MEMORY_MODIFIED_SHARE = 1.25;
    /** A power limit set more than 5% under the card's default limit is a cap (the default is the maker's). */
    static final double POWER_CAP_SHARE = 0.95;
    /**
     * NVLink: {@code nvidia-smi nvlink -s} prints each active link's speed per direction (H100: 18 × 26.6 GB/s);
     * the catalog's figure is both directions together (900 GB/s), so the links' sum is doubled. Under 90% of the
     * quoted figure means fewer links (an H800 has 8: about 400 GB/s).
     */
    static final double NVLINK_SHARE = 0.9;
    // The RAM, storage read speed and network the delivery is held to are the advice's own minimums
    // (advice.SupportingHardware, docs/domain.md §4): the figures the request for quotation asked the vendor for.
    /** PCIe lanes of a full slot. */
    static final int FULL_PCIE_WIDTH = 16;
    /**
     * A measured decode speed more than this many times the engine's highest estimate is not physics but a
     * misreading: at batch 1 every weight is read once per token, which the estimate's high end already assumes at
     * the card's full memory bandwidth; speculative decoding, the one way past it, reports at most 4.26× (EAGLE-2,
     * Li et al. 2024, arXiv:2406.16858, table 1). Such a figure is refused, not judged "faster than estimated".
     */
    static final double IMPLAUSIBLE_FACTOR = 5;

    private AcceptanceCheck() {
    }

    public static Acceptance check(Advice advice, Delivered d) {
        Candidate lead = advice.leading().orElse(null);
        List<AcceptanceLine> lines = new ArrayList<>();
        lines.add(plan(advice, d));
        if (lead == null) {
            lines.add(line("model", Verdict.WARN, Message.of("acceptance.noOption"), names(d),
                    Message.of("acceptance.model.noOption"), null));
            return new Acceptance(d, null, 0, null, lines);
        }
        Gpu g = lead.gpu();
        int perMachine = Math.min(lead.cards(), Assumptions.CARDS_PER_SERVER) * g.devicesPerCard();
        if (d.gpus().isEmpty() && d.gpuUnread() != null) {
            lines.add(line("model", Verdict.WARN, Message.of("acceptance.model.expected", perMachine, g.displayName()),
                    Message.of("acceptance.notRead"), Message.of("acceptance.model.unread", d.gpuUnread()),
                    Message.of("acceptance.model.unreadAsk", g.displayName())));
        } else if (d.gpus().isEmpty()) {
            lines.add(noGpu(d, g, perMachine));
        } else {
            lines.add(model(d, g));
            lines.add(memory(d, g));
            lines.add(count(d, lead, perMachine));
            lines.add(interconnect(d, lead));
            lines.add(power(d, g));
            lines.add(pcie(d));
            lines.add(driver(d));
        }
        Workload w = advice.plan().workload();
        SupportingHardware hw = advice.supportingHardware();
        lines.add(ram(d, hw));
        lines.add(disk(d, w));
        lines.add(diskRead(d, w, hw));
        lines.add(network(d, hw));
        AcceptanceLine decode = d.planLoad() != null ? LoadCheck.decodeUnderLoad(d, w, lead) : decode(d, w, lead);
        if (decode != null) {
            lines.add(decode);
        }
        AcceptanceLine load = LoadCheck.load(d, w);
        if (load != null) {
            lines.add(load);
        }
        return new Acceptance(d, g.displayName(), lead.cards(), lead.vendor(), lines);
    }

    static AcceptanceLine line(String id, Verdict v, Message expected, Message delivered, Message words, Message ask) {
        return new AcceptanceLine(id, v, expected, delivered, words, v == Verdict.PASS ? null : ask);
    }

    private static Message notFound() {
        return Message.of("acceptance.notFound");
    }

    /** The result was made with the kit of this plan: same id; same title but another id (the plan changed); other. */
    private static AcceptanceLine plan(Advice advice, Delivered d) {
        String id = TrialKit.planId(advice);
        String title = TrialKit.titleOf(advice.plan().plan());
        Message expected = Message.of("acceptance.plan.value", title, id);
        Message delivered = Message.of("acceptance.plan.value", d.planTitle(), d.planId());
        if (id.equals(d.planId())) {
            return line("plan", Verdict.PASS, expected, delivered, Message.of("acceptance.plan.same"), null);
        }
        if (title.equals(d.planTitle())) {
            return line("plan", Verdict.WARN, expected, delivered, Message.of("acceptance.plan.changed"),
                    Message.of("acceptance.plan.changedAsk"));
        }
        return line("plan", Verdict.FAIL, expected, delivered, Message.of("acceptance.plan.other", d.planTitle()),
                Message.of("acceptance.plan.otherAsk"));
    }

    private static Message names(Delivered d) {
        if (d.gpus().isEmpty()) {
            return notFound();
        }
        List<String> names = new ArrayList<>();
        for (Delivered.Gpu g : d.gpus()) {
            if (!names.contains(g.name())) {
                names.add(g.name());
            }
        }
        return Message.of("acceptance.value.plain", String.join(" / ", names));
    }

    private static AcceptanceLine noGpu(Delivered d, Gpu g, int perMachine) {
        String devices = d.probe("gpu_devices") == null ? "" : d.probe("gpu_devices").output().strip().replace('\n', ' ');
        Message words = devices.isEmpty() ? Message.of("acceptance.model.noGpu")
                : Message.of("acceptance.model.noTool", devices);
        return line("model", Verdict.FAIL, Message.of("acceptance.model.expected", perMachine, g.displayName()), notFound(),
                words,
                Message.of("acceptance.model.noGpuAsk", g.displayName()));
    }

    private static AcceptanceLine model(Delivered d, Gpu g) {
        Message expected = Message.of("acceptance.value.plain", g.displayName());
        Message delivered = names(d);
        String wrong = null;
        String unknown = null;
        for (Delivered.Gpu x : d.gpus()) {
            String id = DeviceNames.idOf(x.name());
            if (id == null) {
                unknown = x.name();
            } else if (!id.equals(g.id())) {
                wrong = x.name();
            }
        }
        if (wrong != null) {
            return line("model", Verdict.FAIL, expected, delivered,
                    Message.of("acceptance.model.other", DeviceNames.nameOf(wrong), g.displayName()),
                    Message.of("acceptance.model.otherAsk", g.displayName()));
        }
        if (unknown != null) {
            return line("model", Verdict.WARN, expected, delivered, Message.of("acceptance.model.unknown", unknown,
                    g.displayName()),
                    Message.of("acceptance.model.unknownAsk", g.displayName()));
        }
        return line("model", Verdict.PASS, expected, delivered, Message.of("acceptance.model.same", g.displayName()), null);
    }

    private static AcceptanceLine memory(Delivered d, Gpu g) {
        if (g.memoryGib() == null) {
            return line("memory", Verdict.WARN, Message.of("common.unknown"), memoryOf(d),
                    Message.of("acceptance.memory.unknownQuoted"),
                    Message.of("acceptance.memory.unknownQuotedAsk"));
        }
        double quotedMib = g.memoryPerDevice().mib();
        Message expected = Message.of("acceptance.memory.expected", g.memoryPerDevice().gib(), quotedMib);
        Double least = null;
        Double most = null;
        for (Delivered.Gpu x : d.gpus()) {
            if (x.memoryMib() != null) {
                least = least == null ? x.memoryMib() : Math.min(least, x.memoryMib());
                most = most == null ? x.memoryMib() : Math.max(most, x.memoryMib());
            }
        }
        if (least == null) {
            return line("memory", Verdict.WARN, expected, notFound(), Message.of("acceptance.memory.notRead"),
                    Message.of("acceptance.memory.notReadAsk"));
        }
        if (least < quotedMib * MEMORY_REPORTED_SHARE) {
            return line("memory", Verdict.FAIL, expected, memoryOf(d), Message.of("acceptance.memory.less",
                    MemorySize.ofMiB(least).gib(),
                    g.memoryPerDevice().gib()), Message.of("acceptance.memory.lessAsk"));
        }
        if (most > quotedMib * MEMORY_MODIFIED_SHARE) {
            return line("memory", Verdict.WARN, expected, memoryOf(d), Message.of("acceptance.memory.modified",
                    MemorySize.ofMiB(most).gib(),
                    g.memoryPerDevice().gib()), Message.of("acceptance.memory.modifiedAsk"));
        }
        return line("memory", Verdict.PASS, expected, memoryOf(d), Message.of("acceptance.memory.same"), null);
    }

    private static Message memoryOf(Delivered d) {
        Double mib = d.gpus().stream().map(Delivered.Gpu::memoryMib).filter(m -> m != null).min(Double::compare).orElse(null);
        return mib == null ? notFound() : Message.of("acceptance.memory.value", MemorySize.ofMiB(mib).gib(), mib);
    }

    private static AcceptanceLine count(Delivered d, Candidate lead, int perMachine) {
        int n = d.gpus().size();
        Message expected = lead.cards() > Assumptions.CARDS_PER_SERVER
                ? Message.of("acceptance.count.expectedServers", perMachine, lead.cards())
                : Message.of("acceptance.count.expected", perMachine);
        Message delivered = Message.of("acceptance.count.value", n);
        if (n < perMachine) {
            return line("count", Verdict.FAIL, expected, delivered, Message.of("acceptance.count.fewer", n, perMachine),
                    Message.of("acceptance.count.fewerAsk", perMachine - n));
        }
        if (n > perMachine) {
            return line("count", Verdict.WARN, expected, delivered, Message.of("acceptance.count.more", n, perMachine),
                    Message.of("acceptance.count.moreAsk"));
        }
        return line("count", Verdict.PASS, expected, delivered, Message.of("acceptance.count.same"), null);
    }

    private static AcceptanceLine interconnect(Delivered d, Candidate lead) {
        Gpu g = lead.gpu();
        InterconnectType type = g.interconnect() == null ? InterconnectType.NONE : g.interconnect().type();
        Double quoted = g.interconnect() == null ? null : g.interconnect().gbPerS();
        Message expected = quoted == null ? Message.of("acceptance.value.plain", type)
                : Message.of("acceptance.interconnect.expected", type, quoted);
        Delivered.Links links = d.links();
        Message delivered = links == null ? notFound() : linksOf(links);
        if (lead.cards() == 1) {
            return line("interconnect", Verdict.PASS, expected, delivered, Message.of("acceptance.interconnect.single"), null);
        }
        if (type != InterconnectType.NVLINK) {
            if (type.fastLink()) { // HCCS, Infinity Fabric: the script does not read them
                return line("interconnect", Verdict.WARN, expected, notFound(),
                        Message.of("acceptance.interconnect.notRead", type),
                        Message.of("acceptance.interconnect.notReadAsk", type));
            }
            return line("interconnect", Verdict.PASS, expected, delivered, Message.of("acceptance.interconnect.pcie"), null);
        }
        if (links == null) {
            return line("interconnect", Verdict.WARN, expected, notFound(), Message.of("acceptance.interconnect.notRead", type),
                    Message.of("acceptance.interconnect.notReadAsk", type));
        }
        boolean none = links.nvlinkPairs() == 0 && (links.fewestActiveLinks() == null || links.fewestActiveLinks() == 0);
        if (none) {
            return line("interconnect", Verdict.FAIL, expected, delivered, Message.of("acceptance.interconnect.none"),
                    Message.of("acceptance.interconnect.noneAsk"));
        }
        if (links.gbPerSPerDirection() != null && quoted != null && links.gbPerSPerDirection() * 2 < quoted * NVLINK_SHARE) {
            return line("interconnect", Verdict.FAIL, expected, delivered, Message.of("acceptance.interconnect.fewer",
                    links.fewestActiveLinks(), links.gbPerSPerDirection() * 2, quoted),
                            Message.of("acceptance.interconnect.fewerAsk"));
        }
        if (links.pairs() > 0 && links.nvlinkPairs() < links.pairs()) {
            return line("interconnect", Verdict.WARN, expected, delivered, Message.of("acceptance.interconnect.somePairs",
                    links.nvlinkPairs(), links.pairs()), Message.of("acceptance.interconnect.somePairsAsk"));
        }
        return line("interconnect", Verdict.PASS, expected, delivered, Message.of("acceptance.interconnect.same"), null);
    }

    private static Message linksOf(Delivered.Links l) {
        if (l.fewestActiveLinks() == null || l.gbPerSPerDirection() == null) {
            return Message.of("acceptance.interconnect.pairsValue", l.nvlinkPairs(), l.pairs());
        }
        return Message.of("acceptance.interconnect.value", l.fewestActiveLinks(), l.gbPerSPerDirection() * 2,
                l.nvlinkPairs(), l.pairs());
    }

    private static AcceptanceLine power(Delivered d, Gpu g) {
        Double limit = null;
        Double reference = null;
        for (Delivered.Gpu x : d.gpus()) {
            if (x.powerLimitW() != null && (limit == null || x.powerLimitW() < limit)) {
                limit = x.powerLimitW();
                reference = x.powerDefaultLimitW();
            }
        }
        boolean fromCatalog = reference == null;
        if (fromCatalog) {
            reference = g.tdpW();
        }
        Message expected = reference == null ? Message.of("common.unknown")
                : Message.of(fromCatalog ? "acceptance.power.expectedCatalog" : "acceptance.power.expected", reference);
        if (limit == null) {
            return line("power", Verdict.WARN, expected, notFound(), Message.of("acceptance.power.notRead"),
                    Message.of("acceptance.power.notReadAsk"));
        }
        Message delivered = Message.of("acceptance.power.value", limit);
        if (reference != null && limit < reference * POWER_CAP_SHARE) {
            return line("power", Verdict.FAIL, expected, delivered, Message.of("acceptance.power.capped",
                    (int) Math.round(limit / reference * 100), limit, reference), Message.of("acceptance.power.cappedAsk"));
        }
        return line("power", Verdict.PASS, expected, delivered, Message.of("acceptance.power.same"), null);
    }

    private static AcceptanceLine pcie(Delivered d) {
        Integer gen = null;
        Integer width = null;
        for (Delivered.Gpu x : d.gpus()) {
            if (x.pcieWidthMax() != null && (width == null || x.pcieWidthMax() < width)) {
                width = x.pcieWidthMax();
            }
            if (x.pcieGenMax() != null && (gen == null || x.pcieGenMax() < gen)) {
                gen = x.pcieGenMax();
            }
        }
        Message expected = Message.of("acceptance.pcie.expected", FULL_PCIE_WIDTH);
        if (width == null) {
            return line("pcie", Verdict.WARN, expected, notFound(), Message.of("acceptance.pcie.notRead"),
                    Message.of("acceptance.pcie.notReadAsk"));
        }
        Message delivered = Message.of("acceptance.pcie.value", gen, width);
        if (width < FULL_PCIE_WIDTH) {
            return line("pcie", Verdict.WARN, expected, delivered, Message.of("acceptance.pcie.narrow", width),
                    Message.of("acceptance.pcie.narrowAsk"));
        }
        return line("pcie", Verdict.PASS, expected, delivered, Message.of("acceptance.pcie.same"), null);
    }

    private static AcceptanceLine driver(Delivered d) {
        Message expected = Message.of("acceptance.driver.expected");
        if (d.driverVersion() == null) {
            return line("driver", Verdict.WARN, expected, notFound(), Message.of("acceptance.driver.notRead"),
                    Message.of("acceptance.driver.notReadAsk"));
        }
        Message delivered = d.cudaVersion() == null ? Message.of("acceptance.driver.value", d.driverVersion())
                : Message.of("acceptance.driver.valueCuda", d.driverVersion(), d.cudaVersion());
        return line("driver", Verdict.PASS, expected, delivered, Message.of("acceptance.driver.same"), null);
    }

    private static AcceptanceLine ram(Delivered d, SupportingHardware hw) {
        Message delivered = d.ramBytes() == null ? notFound() : Message.of("acceptance.ram.value", d.ramBytes() / 1e9,
                d.ramBytes() / (double) (1L << 30));
        // serving and training alike: the one figure the request for quotation asked for (docs/domain.md §4)
        int ramGb = hw.ramGb();
        Message expected = Message.of("acceptance.ram.expected", ramGb);
        if (d.ramBytes() == null) {
            return line("ram", Verdict.WARN, expected, delivered, Message.of("acceptance.ram.notRead"),
                    Message.of("acceptance.ram.notReadAsk"));
        }
        if (d.ramBytes() / 1e9 < ramGb) {
            return line("ram", Verdict.FAIL, expected, delivered, Message.of("acceptance.ram.less", d.ramBytes() / 1e9, ramGb),
                    Message.of("acceptance.ram.lessAsk", ramGb));
        }
        return line("ram", Verdict.PASS, expected, delivered, Message.of("acceptance.ram.same"), null);
    }

    private static AcceptanceLine disk(Delivered d, Workload w) {
        Delivered.DiskKind best = d.bestDisk();
        Message expected = Message.of(w.training() ? "acceptance.disk.expectedTraining" : "acceptance.disk.expected");
        if (best == null) {
            return line("disk", Verdict.WARN, expected, notFound(), Message.of("acceptance.disk.notRead"),
                    Message.of("acceptance.disk.notReadAsk"));
        }
        Message delivered = Message.of("acceptance.value.plain", best);
        if (best == Delivered.DiskKind.HDD) {
            return line("disk", Verdict.FAIL, expected, delivered, Message.of("acceptance.disk.hdd"),
                    Message.of("acceptance.disk.hddAsk"));
        }
        if (w.training() && best == Delivered.DiskKind.SATA_SSD) {
            return line("disk", Verdict.FAIL, expected, delivered, Message.of("acceptance.disk.sata"),
                    Message.of("acceptance.disk.sataAsk"));
        }
        if (best == Delivered.DiskKind.VIRTUAL) {
            return line("disk", Verdict.PASS, expected, delivered, Message.of("acceptance.disk.virtual"), null);
        }
        return line("disk", Verdict.PASS, expected, delivered, Message.of("acceptance.disk.same"), null);
    }

    private static AcceptanceLine diskRead(Delivered d, Workload w, SupportingHardware hw) {
        Message expected = w.training() ? Message.of("acceptance.diskRead.expectedTraining", hw.nvmeMbPerS())
                : Message.of("acceptance.diskRead.expected");
        if (d.readMbPerS() == null) {
            return line("diskRead", Verdict.WARN, expected, notFound(), Message.of("acceptance.diskRead.notRead"),
                    Message.of("acceptance.diskRead.notReadAsk"));
        }
        Message delivered = Message.of("acceptance.diskRead.value", d.readMbPerS());
        if (w.training() && d.readMbPerS() < hw.nvmeMbPerS()) {
            return line("diskRead", Verdict.FAIL, expected, delivered, Message.of("acceptance.diskRead.slow", d.readMbPerS(),
                    hw.nvmeMbPerS()), Message.of("acceptance.diskRead.slowAsk"));
        }
        return line("diskRead", Verdict.PASS, expected, delivered, Message.of("acceptance.diskRead.same"), null);
    }

    private static AcceptanceLine network(Delivered d, SupportingHardware hw) {
        Long fastest = d.fastestPortMbPerS();
        Message delivered = fastest == null ? notFound() : Message.of("acceptance.network.value", fastest / 1000.0);
        if (hw.networkGbit() == null) {
            return line("network", Verdict.PASS, Message.of("acceptance.network.expectedOne"), delivered,
                    Message.of("acceptance.network.oneServer"), null);
        }
        Message expected = Message.of("acceptance.network.expected", hw.networkGbit());
        if (fastest == null) {
            return line("network", Verdict.WARN, expected, delivered, Message.of("acceptance.network.notRead"),
                    Message.of("acceptance.network.notReadAsk", hw.networkGbit()));
        }
        if (fastest < hw.networkGbit() * 1000L) {
            return line("network", Verdict.FAIL, expected, delivered, Message.of("acceptance.network.slow", fastest / 1000.0,
                    hw.networkGbit()), Message.of("acceptance.network.slowAsk", hw.networkGbit()));
        }
        return line("network", Verdict.PASS, expected, delivered, Message.of("acceptance.network.same"), null);
    }

    private static AcceptanceLine decode(Delivered d, Workload w, Candidate lead) {
        Estimate e = LoadCheck.expectedDecode(w, lead, 1); // batch 1: the older kits' latency benchmark
        Message expected = e == null ? Message.of("acceptance.decode.noEstimate")
                : Message.of("acceptance.decode.expected", e.low(), e.high());
        Delivered.Decode m = d.decode();
        if (m == null || m.tokensPerSecond() == null) {
            if (e == null) {
                return null; // not an LLM serving plan: no decode benchmark to judge
            }
            String why = m == null || m.skipped() == null ? "unknown" : m.skipped();
            return line("decode", Verdict.WARN, expected, notFound(), Message.of("acceptance.decode.notMeasured",
                    Message.of("acceptance.decode.skip." + why)), Message.of("acceptance.decode.notMeasuredAsk"));
        }
        Message delivered = Message.of("acceptance.decode.value", m.tokensPerSecond(), m.engine());
        if (e != null && m.tokensPerSecond() > e.high() * IMPLAUSIBLE_FACTOR) {
            return line("decode", Verdict.WARN, expected, Message.of("acceptance.notRead"), Message.of(
                    "acceptance.decode.implausible", m.tokensPerSecond(), e.high()),
                            Message.of("acceptance.decode.implausibleAsk"));
        }
        if (e == null) {
            return line("decode", Verdict.WARN, expected, delivered, Message.of("acceptance.decode.recorded",
                    m.tokensPerSecond()),
                    Message.of("acceptance.decode.recordedAsk"));
        }
        if (m.tokensPerSecond() < e.low()) {
            return line("decode", Verdict.WARN, expected, delivered, Message.of("acceptance.decode.slow", m.tokensPerSecond(),
                    e.low(), e.high()), Message.of("acceptance.decode.slowAsk"));
        }
        return line("decode", Verdict.PASS, expected, delivered, Message.of(m.tokensPerSecond() > e.high()
                ? "acceptance.decode.fast" : "acceptance.decode.same", m.tokensPerSecond(), e.low(), e.high()), null);
    }
}
