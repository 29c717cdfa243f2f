package org.reactivebench.operations.config;

import java.math.BigDecimal;
import java.util.Arrays;
import org.bson.types.Decimal128;
import org.springframework.boot.autoconfigure.mongo.MongoClientSettingsBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;

/** The MongoDB client and mapping settings that spring.data.mongodb.uri does not carry. */
@Configuration
public class MongoConfiguration {

    /**
     * At most 10 connections, as Hikari in the MySQL variants (the driver's default is 100), unless the URI
     * says otherwise (maxPoolSize).
     */
    @Bean
    @Order(Ordered.HIGHEST_PRECEDENCE) // before Boot's, which applies the URI
    public MongoClientSettingsBuilderCustomizer mongoClientSettingsCustomizer() {
        return settings -> settings.applyToConnectionPoolSettings(pool -> pool.maxSize(10));
    }

    /**
     * BigDecimal as Decimal128, not as Spring Data's default String: amounts stay exact, are numbers
     * in the database and sort numerically.
     */
    @Bean
    public MongoCustomConversions customConversions() {
        return new MongoCustomConversions(Arrays.asList(BigDecimalToDecimal128.INSTANCE, Decimal128ToBigDecimal.INSTANCE));
    }

    @WritingConverter
    enum BigDecimalToDecimal128 implements Converter<BigDecimal, Decimal128> {
        INSTANCE;

        @Override
        public Decimal128 convert(BigDecimal source) {
            return new Decimal128(source);
        }
    }

    @ReadingConverter
    enum Decimal128ToBigDecimal implements Converter<Decimal128, BigDecimal> {
        INSTANCE;

        @Override
        public BigDecimal convert(Decimal128 source) {
            return source.bigDecimalValue();
        }
    }
}
