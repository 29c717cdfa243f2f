package org.reactivebench.harness.report;

import java.awt.Color;
import java.util.List;

/** The series colours, the same in the PNG charts and on the dashboard (Tableau 20, strong tones first). */
final class Palette {

  private static final List<String> COLORS = List.of("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
      "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#a0cbe8", "#ffbe7d", "#8cd17d", "#b6992d", "#499894",
      "#86bcb6", "#d37295", "#fabfd2", "#79706e", "#d4a6c8");

  private Palette() {}

  static String hex(int index) {
    return COLORS.get(Math.floorMod(index, COLORS.size()));
  }

  static Color awt(int index) {
    return Color.decode(hex(index));
  }
}
