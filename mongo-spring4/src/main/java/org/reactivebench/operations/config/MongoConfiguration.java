package org.reactivebench.operations.config;

import com.mongodb.MongoClientOptions;
import java.math.BigDecimal;
import java.util.Arrays;
import org.bson.types.Decimal128;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;
import org.springframework.data.mongodb.core.convert.CustomConversions;

/** The MongoDB client and mapping settings that spring.data.mongodb.uri does not carry. */
@Configuration
public class MongoConfiguration {

    /** As Hikari in the MySQL variants (the driver's default is 100). */
    static final int POOL_SIZE = 10;

    /**
     * Driver 3.x turns a request thread away at once (MongoWaitQueueFullException, a 500 or a failed login)
     * when more than pool size × this many threads already wait for a connection; its default of 5 does that
     * to 50 waiting threads. Driver 4, in the Spring 5 variants, has no such limit: a thread waits for a
     * connection up to maxWaitTime (2 minutes in both), as a thread waits for Hikari in the MySQL variants.
     * This multiplier lets far more threads wait than Tomcat has, so both drivers queue alike under overload.
     */
    static final int WAITING_THREADS_PER_CONNECTION = 1000;

    /** The pool settings above, unless the URI says otherwise (maxPoolSize, waitQueueMultiple). */
    @Bean
    public MongoClientOptions mongoClientOptions() {
        return MongoClientOptions.builder()
            .connectionsPerHost(POOL_SIZE)
            .threadsAllowedToBlockForConnectionMultiplier(WAITING_THREADS_PER_CONNECTION)
            .build();
    }

    /**
     * BigDecimal as Decimal128, not as Spring Data's default String: amounts stay exact, are numbers
     * in the database and sort numerically.
     */
    @Bean
    public CustomConversions customConversions() {
        return new CustomConversions(Arrays.asList(BigDecimalToDecimal128.INSTANCE, Decimal128ToBigDecimal.INSTANCE));
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
