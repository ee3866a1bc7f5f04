package org.chancery.variant;

import java.util.List;
import java.util.stream.Collectors;

/** Thrown when a map definition cannot be loaded; lists every problem found. */
public final class MapException extends RuntimeException {
    private final List<MapProblem> problems;

    public MapException(List<MapProblem> problems) {
        super(problems.stream().map(MapProblem::toString).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public List<MapProblem> problems() { return problems; }
}
