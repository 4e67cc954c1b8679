package com.gpurental.catalog;

import com.gpurental.json.InputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The two catalogs the tests read. Most tests run on the frozen copy, {@code src/test/resources/catalog.json}: on the
 * test classpath it comes before the application's own resources, so {@link CatalogLoader#bundled()} reads it and a
 * test's expected prices stay put when the shipped price list is updated. The sanity tests of the shipped data
 * ({@code BundledCatalogTest}, {@code ChinaMarketCardsTest}, {@code SourceTitleTest}, {@code ModelLibraryTest}) read the
 * real top-level {@code catalog.json} through {@link #shipped()} (docs/architecture.md "Tests on a frozen catalog").
 */
public final class TestCatalogs {

    /** The top-level price list the application ships (the build copies it into the jar). */
    public static final Path SHIPPED_FILE = Path.of("catalog.json");
    /** The frozen copy the tests run on. */
    public static final Path FROZEN_FILE = Path.of("src/test/resources/catalog.json");

    private static volatile Catalog shipped;

    private TestCatalogs() {
    }

    /** The real top-level catalog.json, validated like any other (cached). */
    public static Catalog shipped() {
        Catalog c = shipped;
        if (c == null) {
            try {
                c = CatalogLoader.load(SHIPPED_FILE);
            } catch (InputException e) {
                throw new AssertionError("the shipped catalog.json is invalid: " + e.getMessage(), e);
            }
            shipped = c;
        }
        return c;
    }

    /** The frozen catalog's bytes, as the test classpath serves them. */
    public static byte[] frozenBytes() {
        try (InputStream in = TestCatalogs.class.getResourceAsStream(CatalogLoader.BUNDLED_RESOURCE)) {
            if (in == null) {
                throw new AssertionError("no catalog.json on the test classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The frozen catalog's text, to be edited into a broken or newer one. */
    public static String frozenText() {
        return new String(frozenBytes(), StandardCharsets.UTF_8);
    }
}
