/**
 * Data transfer objects mappers.
 */
package org.reactivebench.jhipster.mysql.service.mapper;
