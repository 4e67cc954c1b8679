package com.gpurental.output.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * "English left in Chinese output": the Chinese report of every bundled example prints no English word but
 * product names, units and technical terms that Chinese buyers read as they are (the catalog's price-source titles and
 * the examples' titles were English).
 */
class ChineseReportWordsTest {

    /** Names and terms that stay in Latin letters in Chinese documents (products, units, standards, formulas). */
    private static final Set<String> KEPT = Set.of("GPU", "NVIDIA", "GeForce", "RTX", "Huawei", "Ascend", "Atlas", "Pro",
            "AMD", "Instinct", "Hygon", "DCU", "SXM", "PCIe", "NVLink", "HCCS", "CUDA", "CANN", "token", "TFLOPS", "TOPS",
            "GFLOPs", "INT", "FP", "HBM", "GDDR", "SSD", "NVMe", "Gbps", "MiB", "GiB", "SLA", "PUE", "MFU", "LoRA", "QLoRA", "Lla"
                    + "ma",
            "llama", "cpp", "nvidia-smi", "NIM", "ZeRO", "Adam", "YOLOv", "Qwen", "GB", "TB", "MB", "PB", "DK", "Infinity",
            "Fabric", "Tensor", "Core", "DTK", "ROCm", "AutoDL", "GPUhub", "BF", "GQA", "KV", "config", "json", "arXiv",
            "Mixtral", "ChatGLM", "GLM", "BLOOM", "Meta", "VAT", "XLSX", "PDF", "ms", "MI", "AWQ", "GPTQ", "GGUF",
            // the 信创 warning names the CPU and operating systems, the cluster warning its network
            "CPU", "UOS", "RDMA", "InfiniBand", "RoCE",
            // the image format and the line speed as Chinese buyers write them (100Mbps 专线)
            "JPEG", "Mbps");

    private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z-]{2,}");

    static Stream<Path> examples() throws Exception {
        try (var files = Files.list(Path.of("examples"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void theChineseReportOfEveryExampleHasNoEnglishWords(Path plan, @TempDir Path dir) throws Exception {
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(plan), Messages.forLocale(Messages.ZH),
                dir, "zh.pdf"));
        Set<String> english = new TreeSet<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            String w = m.group().replaceAll("-$", "");
            if (!KEPT.contains(w) && !w.startsWith("nvidia")) {
                english.add(w);
            }
        }
        assertEquals(Set.of(), english, text);
    }

    @ParameterizedTest
    @MethodSource("examples")
    void priceSourcesAreTitledInChinese(Path plan, @TempDir Path dir) throws Exception {
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(plan), Messages.forLocale(Messages.ZH),
                dir, "zh.pdf"));
        String joined = text.replaceAll("\\s", "");
        assertFalse(joined.contains("pricelist"), text);
        // catalog.json: the marketplace, the cloud console and the market article, each with its "titleZh"
        assertTrue(joined.contains("国内GPU租赁平台价目表（2026）") || joined.contains("国内云控制台价目表（2026）")
                || joined.contains("国内GPU租赁市场文章（2025–26）"), text);
    }
}
