package com.gpurental.units;

/**
 * An amount of memory, held in bytes, that knows binary from decimal. Vendors print a card's capacity in binary
 * units ("80 GB" on an A100 is 80 × 2^30 bytes; nvidia-smi shows 81,920 MiB), while every memory need the engine works
 * out is in decimal GB (10^9 bytes). The conversion between the two lives here and nowhere else
 * (docs/domain.md §3.2 "Memory capacity units").
 *
 * @param bytes the amount in bytes
 */
public record MemorySize(double bytes) {

    /** Bytes in one GiB (binary, 2^30): the unit of a vendor's "GB" of GPU memory. */
    public static final double BYTES_PER_GIB = 1L << 30;

    /** Bytes in one MiB (binary, 2^20): the unit nvidia-smi reports. */
    public static final double BYTES_PER_MIB = 1L << 20;

    /** Bytes in one GB (decimal, 10^9): the unit of every memory need in the engine. */
    public static final double BYTES_PER_GB = 1e9;

    /** A vendor's binary figure: {@code ofGiB(80)} is an "80 GB" A100, 85.9 GB. */
    public static MemorySize ofGiB(double gib) {
        return new MemorySize(gib * BYTES_PER_GIB);
    }

    /** A figure as nvidia-smi prints it: {@code ofMiB(81_920)} is an A100 80GB, 80 GiB. */
    public static MemorySize ofMiB(double mib) {
        return new MemorySize(mib * BYTES_PER_MIB);
    }

    /** A decimal figure: {@code ofGB(1)} is 10^9 bytes. */
    public static MemorySize ofGB(double gb) {
        return new MemorySize(gb * BYTES_PER_GB);
    }

    /** The amount in decimal GB (10^9 bytes), the unit memory needs are compared in. */
    public double gb() {
        return bytes / BYTES_PER_GB;
    }

    /** The amount in binary GiB (2^30 bytes), the figure a vendor prints as "GB". */
    public double gib() {
        return bytes / BYTES_PER_GIB;
    }

    /** The amount in binary MiB (2^20 bytes), the figure nvidia-smi prints. */
    public double mib() {
        return bytes / BYTES_PER_MIB;
    }

    /** This amount shared evenly by {@code parts} (an MI250's 128 GB over its two dies). */
    public MemorySize dividedBy(int parts) {
        return new MemorySize(bytes / parts);
    }
}
