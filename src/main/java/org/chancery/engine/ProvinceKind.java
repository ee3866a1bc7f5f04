package org.chancery.engine;

/** What a province is made of; decides which unit kinds may stand there. */
public enum ProvinceKind {
    LAND, SEA, COASTAL, IMPASSABLE;

    public boolean admitsArmies() {
        return this == LAND || this == COASTAL;
    }

    public boolean admitsFleets() {
        return this == SEA || this == COASTAL;
    }
}
