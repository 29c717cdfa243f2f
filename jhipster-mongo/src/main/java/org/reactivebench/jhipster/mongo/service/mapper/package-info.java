/**
 * Data transfer objects mappers.
 */
package org.reactivebench.jhipster.mongo.service.mapper;
