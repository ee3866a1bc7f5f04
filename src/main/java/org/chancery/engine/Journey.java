package org.chancery.engine;

import java.util.List;

/** A move under way along its route, one province at a time: the unit where it now is, how far it got, why it stopped. */
final class Journey {
    final Order.Move order;
    final List<Province> route;
    Unit unit;
    /** The index in the route of the last province entered; -1 while still at the start. */
    int reached = -1;
    boolean stopped;
    String why;

    Journey(Order.Move order) {
        this.order = order;
        this.route = order.route();
        this.unit = order.unit();
    }

    /** Where the unit now is. */
    Province at() { return reached < 0 ? order.unit().province() : route.get(reached); }

    boolean arrived() { return reached == route.size() - 1; }

    /** Whether it moves on at this step (steps count from 0). */
    boolean movesAt(int step) { return !stopped && reached == step - 1 && step < route.size(); }
}
